/// Diagnostics collected under an error limit, as compilers limit theirs (`-ferror-limit`):
/// the first `errorLimit` errors are kept and later ones only counted, so that garbage input
/// costs a bounded report and bounded memory, not one diagnostic per bad byte. Warnings and
/// notes are kept (they come from statements that parsed, never in floods of bad bytes).
///
/// The lexer, parser and sema each collect into one; `merged` combines them in source order
/// under the same limit, so the kept errors are the first ones of the file.
package struct DiagnosticList: Sendable {
    /// The limit commands use unless told otherwise (`--error-limit`).
    package static let defaultErrorLimit = 50

    /// The most errors kept; nil keeps every error.
    package let errorLimit: Int?
    /// The kept diagnostics, in the order they were added (`merged` sorts by position).
    package private(set) var diagnostics: [Diagnostic] = []
    /// Errors kept.
    package private(set) var keptErrors = 0
    /// Errors past the limit: counted, not kept.
    package private(set) var omittedErrors = 0

    /// An empty list keeping at most `errorLimit` errors (nil: all).
    package init(errorLimit: Int?) {
        self.errorLimit = errorLimit.map { Swift.max(0, $0) }
    }

    /// Whether any error was added, kept or not.
    package var hasErrors: Bool { keptErrors + omittedErrors > 0 }

    /// Adds a diagnostic; an error past the limit is only counted.
    package mutating func append(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .error {
            if let errorLimit, keptErrors >= errorLimit {
                omittedErrors += 1
                return
            }
            keptErrors += 1
        }
        diagnostics.append(diagnostic)
    }

    /// Adds the error `make` gives, made only when it is kept: past the limit it is counted
    /// without being made, so a flood of errors costs a count each, not a message each.
    package mutating func appendError(_ make: () -> Diagnostic) {
        if let errorLimit, keptErrors >= errorLimit {
            omittedErrors += 1
            return
        }
        append(make())
    }

    /// Adds diagnostics in order.
    package mutating func append(contentsOf diagnostics: some Sequence<Diagnostic>) {
        for diagnostic in diagnostics { append(diagnostic) }
    }

    /// The diagnostics of `lists` in source order under `errorLimit`: the first errors of the
    /// file are kept (each list holds its own first ones), and every error not kept is counted.
    static func merged(_ lists: [DiagnosticList], errorLimit: Int?) -> DiagnosticList {
        var result = DiagnosticList(errorLimit: errorLimit)
        result.append(contentsOf: lists.flatMap(\.diagnostics).sorted(by: Diagnostic.isInSourceOrder))
        result.omittedErrors += lists.reduce(0) { $0 + $1.omittedErrors }
        return result
    }
}

extension DiagnosticList: RandomAccessCollection {
    /// The first kept diagnostic's position.
    package var startIndex: Int { diagnostics.startIndex }
    /// One past the last kept diagnostic's position.
    package var endIndex: Int { diagnostics.endIndex }
    /// The kept diagnostic at `position`.
    package subscript(position: Int) -> Diagnostic { diagnostics[position] }
}
