/// The one version of layout-render, written wherever a file records which tool made it: `results.json`'s
/// `tool.version`, the reference folder's `<layout>.meta.json` (by `check` and by LayoutSnapshotTesting's
/// `assertLayoutReference`), and the folder an install keeps companion programs in
/// (`libexec/layout-render/<version>/`). Pictures depend on the renderer, so a new version may re-record; the
/// frames do not.
public enum LayoutRenderTool {
    public static let name = "layout-render"
    public static let version = "0.5.0"
}
