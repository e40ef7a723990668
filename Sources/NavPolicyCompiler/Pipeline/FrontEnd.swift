/// What the front end makes of one source file.
struct FrontEndResult: Sendable {
    /// The parsed syntax (always present, possibly with `.missing` parts).
    var syntax: PolicySyntax
    /// The checked policy; nil when there are syntax or semantic errors.
    var policy: CheckedPolicy?
    /// Syntax and semantic diagnostics in source order (`Diagnostic.isInSourceOrder`): those
    /// inside list files (their `file` set) after the policy's own.
    var diagnostics: [Diagnostic]
    /// The list files read (`let NAME = file "path"`), for showing diagnostics that point into them.
    var listFiles: [ListFile] = []
    /// Errors past the error limit: counted, not kept (0 without a limit).
    var omittedErrors = 0
}

/// The front end in one call: lex, parse, check (the pipeline's first stage).
enum FrontEnd {
    /// Parses and checks a source file, reading its list files through `listFiles` (by default
    /// none can be read) and keeping at most `errorLimit` errors (nil: all), the first ones in
    /// source order; the rest are only counted (`omittedErrors`), so garbage input costs
    /// bounded diagnostics (`DiagnosticList`).
    static func check(_ source: SourceFile, listFiles: ListFileReader = .unavailable, errorLimit: Int? = nil) -> FrontEndResult {
        let (syntax, syntaxList) = Parser.parse(source, errorLimit: errorLimit)
        let sema = Sema.check(syntax, listFiles: listFiles, errorLimit: errorLimit)
        let (policy, syntaxDiagnostics, semanticDiagnostics) = (sema.policy, syntaxList.diagnostics, sema.diagnostics)
        let syntaxErrors = syntaxDiagnostics.filter { $0.severity == .error }
        // A value the lexer or parser already complained about (a string cut at the line end,
        // bad bytes inside it) is not diagnosed a second time by sema. Sorted error offsets and
        // a binary search keep this linear-logarithmic on files with tens of thousands of errors.
        let errorOffsets = syntaxErrors.map(\.range.start.offset).sorted()
        let freshSemanticDiagnostics = semanticDiagnostics.filter { semantic in
            guard semantic.file == nil else { return true }
            let start = semantic.range.start.offset
            let end = max(semantic.range.end.offset, start + 1)
            let first = errorOffsets.partitioningIndex(where: { $0 >= start })
            return first == errorOffsets.endIndex || errorOffsets[first] >= end
        }
        var fresh = DiagnosticList(errorLimit: nil)
        fresh.append(contentsOf: freshSemanticDiagnostics)
        let kept = DiagnosticList.merged([syntaxList, fresh], errorLimit: errorLimit)
        // Sema's omitted errors were not compared with the syntax errors (they were not kept),
        // so past the limit the count may include a few that would have been left out.
        return FrontEndResult(
            syntax: syntax, policy: syntaxList.hasErrors ? nil : policy, diagnostics: kept.diagnostics,
            listFiles: sema.listFiles, omittedErrors: kept.omittedErrors + sema.omittedErrors
        )
    }
}

extension Array where Element == Int {
    /// The index of the first element for which `isInUpperPart` holds, in an array where it
    /// holds for a suffix (binary search).
    fileprivate func partitioningIndex(where isInUpperPart: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isInUpperPart(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
