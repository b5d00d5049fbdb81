import SwiftSyntax

/// Code around a layout that cannot change its geometry and is not taken into the layout program (issue 31): a
/// list's swipe-action providers (what a swipe reveals: actions, their handlers and the app's model they reach),
/// control and gesture targets, Combine subscriptions. Their text is blanked (lines and columns kept) and the names
/// they mention do not bring declarations in, so a provider that reaches the app's document model or an
/// `AsyncChannel` costs nothing.
enum InertCode {
    /// Properties whose value is code UIKit runs on a user's gesture, never while laying out.
    static let gestureProperties: Set<String> = ["leadingSwipeActionsConfigurationProvider",
                                                 "trailingSwipeActionsConfigurationProvider"]
    /// Calls that only wire code to events or send them: `addTarget(_:action:for:)`, `addAction(_:for:)`,
    /// `addGestureRecognizer(_:)`, Combine's `sink`/`assign(to:on:)`/`store(in:)` and a subject's `send(_:)`,
    /// RxSwift's `subscribe`/`bind(to:)`/`drive`/`disposed(by:)` and an observer's `onNext(_:)`/`accept(_:)`,
    /// NotificationCenter's `post`: a statement made of one reports or reacts to what happens on screen, and its
    /// value is never the layout's. With them a constraint DSL's calls (`label.snp.makeConstraints { … }`,
    /// `remakeConstraints`, `updateConstraints`): they place views beside the collection view, whose size a layout
    /// program takes from its environment, never from constraints (nothing solves them: LayoutUIKit/AutoLayout).
    static let wiringCalls: Set<String> = ["addTarget", "addAction", "addGestureRecognizer", "sink", "store", "send",
                                           "subscribe", "bind", "drive", "disposed", "onNext", "accept", "post",
                                           "makeConstraints", "remakeConstraints", "updateConstraints"]

    /// Whether a statement is inert: an assignment to a gesture property, or an expression statement whose
    /// outermost call (or a call it chains on) wires code to events.
    static func isInert(_ item: CodeBlockItemSyntax) -> Bool {
        if let sequence = item.item.as(SequenceExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self) {
            let e = Array(sequence.elements)
            if e.count == 3, e[1].is(AssignmentExprSyntax.self),
               let name = e[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text, gestureProperties.contains(name) {
                return true
            }
            return false
        }
        var expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
        // `publisher.sink { … }.store(in: &bag)`: any call of the chain.
        while let call = expression?.as(FunctionCallExprSyntax.self) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
            if wiringCalls.contains(member.declName.baseName.text) { return true }
            expression = member.base
        }
        return false
    }

    /// The inert statements inside `node` (outermost only).
    static func statements(in node: some SyntaxProtocol) -> [CodeBlockItemSyntax] {
        let finder = InertStatementFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }
}

private final class InertStatementFinder: SyntaxVisitor {
    var found: [CodeBlockItemSyntax] = []
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        if InertCode.isInert(node) { found.append(node); return .skipChildren }
        return .visitChildren
    }
}
