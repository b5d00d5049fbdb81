// LayoutDeclaration, HostRequest and SourceRequest live with the layout runtime, which the spec-only CLI shares.
@_exported import LayoutSourceHost
