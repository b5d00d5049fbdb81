import CDeflate

/// zlib-format compression (PNG image data, PDF streams) by libdeflate in one call.
enum Deflate {
    /// `bytes` compressed at `level` (1 fastest … 12 smallest), or nil when libdeflate cannot (out of memory).
    static func zlib(_ bytes: [UInt8], level: Int32) -> [UInt8]? {
        guard let compressor = libdeflate_alloc_compressor(level) else { return nil }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, bytes.count)
        var size = 0
        let deflated = [UInt8](unsafeUninitializedCapacity: bound) { d, count in
            size = bytes.withUnsafeBytes { r in libdeflate_zlib_compress(compressor, r.baseAddress, r.count, d.baseAddress, bound) }
            count = size
        }
        return size > 0 ? deflated : nil
    }
}
