import LayoutUIKit

/// The one name a generated layout program brings into the user's files (`import enum
/// LayoutSourceHost.__LayoutRender`): everything the generated code calls is reached through it, so an app that
/// declares its own `LayoutHost`, `LayoutEntry` or `SectionKindNames` compiles unchanged (issue 25).
public enum __LayoutRender {
    public typealias Entry = LayoutEntry
    public typealias Product = LayoutEntry.Product
    public typealias SectionKinds = SectionKindNames
    public typealias Arguments = LayoutArguments

    /// What a layout declared optional (`-> UICollectionViewLayout?`) throws when it returns nil.
    public struct Unavailable: Error, CustomStringConvertible {
        public let description: String
        public init(_ description: String) { self.description = description }
    }

    /// Code a layout program could not compile, left out by the front end (`UncompiledCode`): run, it stops the
    /// evaluation with the compiler's line for it, at its file, line and column.
    public static func uncompiled(_ compilerLine: String) -> Never {
        ScreenEnvironment.current.missingRuntimeData(MissingRuntimeData(compilerLine + " — " + uncompiledReached))
    }

    /// What ends the line of a body left out that the layout ran (the front end adds what to do).
    public static let uncompiledReached = "the layout runs this code, which does not compile in a layout program"

    public static func main(_ entries: [LayoutEntry],
                            registerSectionKinds: (inout SectionKindNames) -> Void = { _ in }) -> Never {
        LayoutHost.main(entries, registerSectionKinds: registerSectionKinds)
    }
}
