import NavPolicy

/// Resolves an action as written (`allow`, `open in-app`) to an `Action`.
enum ActionResolver {
    /// The action, or nil after reporting `unknown-action` (with a did-you-mean when one is
    /// close). A missing action was reported by the parser and gives nil silently.
    static func resolve(_ syntax: ActionSyntax?, into diagnostics: inout [Diagnostic]) -> Action? {
        guard let syntax, !syntax.words.isEmpty else { return nil }
        let spelling = syntax.words.map(\.text).joined(separator: " ")
        if let action = Action.allCases.first(where: { $0.sourceSpelling == spelling }) {
            return action
        }
        // One-word actions first, as the parser's help lists them.
        let allSpellings = Action.allCases.map(\.sourceSpelling)
        let spellings = allSpellings.filter { !$0.contains(" ") } + allSpellings.filter { $0.contains(" ") }
        let offer = Suggestion.offer(for: spelling, at: syntax.range, among: spellings)
        diagnostics.append(.error(
            .unknownAction, "unknown action '\(spelling)'", at: syntax.range, notes: offer.notes,
            help: "the actions are \(Suggestion.quotedList(spellings))", fixIts: offer.fixIts))
        return nil
    }
}
