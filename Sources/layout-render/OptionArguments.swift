import ArgumentParser
import LayoutCLI
import LayoutEngine

/// The typed option values (LayoutCLI/Options) as ArgumentParser arguments: parsed while the command line is read,
/// before `validate()` and before any file is opened. ArgumentParser reports a failed value as "The value 'x' is
/// invalid for '--size <WxH>'"; the value's own error, which says why and what to type instead, is kept here and
/// printed instead (main.swift).
enum OptionErrors {
    nonisolated(unsafe) static var first: CLIError?

    static func record(_ error: CLIError) { if first == nil { first = error } }

    /// Runs a `validate()` body, keeping its CLIError so that it is printed as is.
    static func recording(_ body: () throws -> Void) throws {
        do { try body() } catch let e as CLIError { record(e); throw e }
    }
}

extension OptionValue {
    public init?(argument: String) {
        do { try self.init(parsing: argument) } catch let e as CLIError {
            OptionErrors.record(e)
            return nil
        } catch {
            return nil
        }
    }
}

extension DeviceValue: ExpressibleByArgument {}
extension ViewSizeValue: ExpressibleByArgument {}
extension SafeAreaValue: ExpressibleByArgument {}
extension OffsetValue: ExpressibleByArgument {}
extension OrthogonalOffsetValue: ExpressibleByArgument {}
extension ItemCountsValue: ExpressibleByArgument {}
extension ContentSizeValue: ExpressibleByArgument {}
extension ScrollValue: ExpressibleByArgument {}
extension SwipeValue: ExpressibleByArgument {}
extension SectionKindsValue: ExpressibleByArgument {}
extension ToleranceValue: ExpressibleByArgument {}
extension ThemeValue: ExpressibleByArgument {
    public var defaultValueDescription: String { name }
}
extension OverlayValue: ExpressibleByArgument {}
extension AnnotationsValue: ExpressibleByArgument {
    public var defaultValueDescription: String { "all" }
}
extension ScaleValue: ExpressibleByArgument {
    public var defaultValueDescription: String { shown }
}
