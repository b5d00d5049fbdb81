/// Recognises pixels that differ only because an edge was smoothed differently (a shape drawn at a
/// sub-pixel offset, another rasteriser's coverage), after Vyšniauskas, "Anti-aliased pixel and
/// intensity slope detector" (2009), the way pixelmatch applies it:
///
/// An anti-aliased pixel sits on an edge between two flat areas. So, in its 3×3 neighbourhood,
/// - it has at most two neighbours of exactly its own brightness (a pixel inside a flat area has more),
/// - it has both a darker and a brighter neighbour (it is between two tones), and
/// - the darkest or the brightest neighbour lies inside a flat area — that neighbour has at least three
///   identical neighbours itself — in *both* images (the flat areas on either side did not change).
struct AntiAliasingDetector {
    let width: Int
    let height: Int

    /// Whether the pixel at (x, y) of `image` looks anti-aliased, judged against `other` for the
    /// flat-area test.
    /// The masks are ORed into each word read (see `PixelSource`).
    func isAntiAliased(_ image: UnsafeBufferPointer<UInt32>, _ imageMask: UInt32,
                       _ other: UnsafeBufferPointer<UInt32>, _ otherMask: UInt32, x: Int, y: Int) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
        let x1 = min(x + 1, width - 1), y1 = min(y + 1, height - 1)
        let center = image[y * width + x] | imageMask
        let centerBrightness = PerceptualColor.brightness(center)
        // Image borders count as one equal neighbour: a border pixel has fewer neighbours to compare.
        var equalBrightness = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
        // Most positive delta: the darkest neighbour; most negative: the brightest.
        var darkest = 0.0, brightest = 0.0
        var darkestX = 0, darkestY = 0, brightestX = 0, brightestY = 0
        for ny in y0...y1 {
            for nx in x0...x1 where nx != x || ny != y {
                let neighbour = image[ny * width + nx] | imageMask
                // The same word has the same brightness: most neighbours inside a flat area end here,
                // without any floating-point work.
                if neighbour == center {
                    equalBrightness += 1
                    if equalBrightness > 2 { return false }
                    continue
                }
                // Positive when the neighbour is darker than the centre.
                let delta = centerBrightness - PerceptualColor.brightness(neighbour)
                if delta == 0 {
                    equalBrightness += 1
                    if equalBrightness > 2 { return false }
                } else if delta < brightest {
                    brightest = delta; brightestX = nx; brightestY = ny
                } else if delta > darkest {
                    darkest = delta; darkestX = nx; darkestY = ny
                }
            }
        }
        // Between two tones only if there is a neighbour on each side.
        guard darkest != 0, brightest != 0 else { return false }
        return (isInFlatArea(image, imageMask, x: darkestX, y: darkestY)
                && isInFlatArea(other, otherMask, x: darkestX, y: darkestY))
            || (isInFlatArea(image, imageMask, x: brightestX, y: brightestY)
                && isInFlatArea(other, otherMask, x: brightestX, y: brightestY))
    }

    /// Whether at least three of the pixel's neighbours are exactly equal to it (the border counting as one).
    func isInFlatArea(_ image: UnsafeBufferPointer<UInt32>, _ mask: UInt32, x: Int, y: Int) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0)
        let x1 = min(x + 1, width - 1), y1 = min(y + 1, height - 1)
        let center = image[y * width + x] | mask
        var equal = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
        for ny in y0...y1 {
            for nx in x0...x1 where (nx != x || ny != y) && image[ny * width + nx] | mask == center {
                equal += 1
                if equal > 2 { return true }
            }
        }
        return false
    }
}
