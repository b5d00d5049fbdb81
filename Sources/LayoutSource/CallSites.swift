import SwiftSyntax

/// The app's own calls of a layout function (issue 31, "runtime data inside check"): a function whose parameters
/// have no defaults (`createCarouselLayout(groupWidth: CGFloat, groupHeight: CGFloat)`, a factory taking an
/// `NSCollectionLayoutSize`) is called somewhere in the module with the values the screen is drawn with. When such
/// a call writes every argument as a constant — literals, arithmetic of them, UIKit's own values and initialisers
/// (`314 / 375`, `.fractionalWidth(0.5)`, `NSCollectionLayoutSize(widthDimension: .absolute(100), …)`) — the layout
/// is drawn with those arguments when none are given (a default that draws; `args:` / `--arg` still choose). An
/// argument that names anything of the module's (a constant, a property, a local) is not constant here: the call
/// is not used, and the parameter must be given as before.
enum CallSites {
    struct Call {
        /// "path:line:col" of the call (the path as notes show it).
        var place: String
        /// Parameter index → the argument's expression as the call writes it.
        var arguments: [Int: String]
    }

    /// The first call in the module (files, then positions, in order) whose arguments are all constant, else nil.
    static func firstConstantCall(of fn: FunctionDeclSyntax, node: DeclarationIndex.Node, files: [SwiftSourceFile],
                                  index: DeclarationIndex) -> Call? {
        let name = fn.name.text
        let parameters = Array(fn.signature.parameterClause.parameters)
        final class Calls: SyntaxVisitor {
            let name: String
            var found: [FunctionCallExprSyntax] = []
            init(_ name: String) { self.name = name; super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                let called = node.calledExpression
                if called.as(DeclReferenceExprSyntax.self)?.baseName.text == name
                    || called.as(MemberAccessExprSyntax.self)?.declName.baseName.text == name { found.append(node) }
                return .visitChildren
            }
        }
        // Leaves only (a type's members are nodes of their own); those whose code names the function.
        for candidate in index.nodes where !candidate.kind.isContainer && candidate.mentions.contains(name) && candidate.id != node.id {
            let calls = Calls(name)
            calls.walk(candidate.syntax)
            for call in calls.found {
                guard let arguments = matched(call, to: parameters),
                      arguments.values.allSatisfy({ isConstant($0, index: index) }) else { continue }
                let file = files[candidate.file], at = call.startLocation(converter: file.converter)
                return Call(place: "\(ModuleScope.display(file.path)):\(at.line):\(at.column)", arguments: arguments.mapValues(\.trimmedDescription))
            }
        }
        return nil
    }

    /// The call's arguments by parameter index, when its labels are the function's (parameters with defaults may be
    /// left out), else nil. A trailing closure is no constant: not matched.
    static func matched(_ call: FunctionCallExprSyntax, to parameters: [FunctionParameterSyntax]) -> [Int: ExprSyntax]? {
        guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty else { return nil }
        var out: [Int: ExprSyntax] = [:]
        var arguments = Array(call.arguments)[...]
        for (i, p) in parameters.enumerated() {
            let label = p.firstName.tokenKind == .wildcard ? nil : p.firstName.text
            if let a = arguments.first, a.label?.text == label {
                out[i] = a.expression
                arguments = arguments.dropFirst()
            } else if p.defaultValue == nil {
                return nil
            }
        }
        return arguments.isEmpty ? out : nil
    }

    /// Whether an expression is written with constants only: every name in it is an argument label, a member
    /// reached with a dot, or a type the module does not declare (UIKit's, Foundation's); no closure, no `self`.
    static func isConstant(_ e: ExprSyntax, index: DeclarationIndex) -> Bool {
        for token in e.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .identifier(let text):
                if token.parent?.is(LabeledExprSyntax.self) == true { continue }   // a label
                guard let ref = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
                if let m = ref.parent?.as(MemberAccessExprSyntax.self), m.declName.id == ref.id { continue }   // `.absolute`
                // A bare name: a type of the platform only (`NSCollectionLayoutSize(…)`, `CGFloat(2)`).
                guard text.first?.isUppercase == true, index.byName[text] == nil else { return false }
            case .keyword(.self), .keyword(.Self), .keyword(.super), .leftBrace, .dollarIdentifier: return false
            default: continue
            }
        }
        return true
    }
}
