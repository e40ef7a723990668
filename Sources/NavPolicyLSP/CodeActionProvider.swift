import NavPolicyLSPProtocol

/// `textDocument/codeAction`: for each diagnostic at the range, its fix-its (a did-you-mean, a
/// missing comma, …) as one `quickfix`, preferred when it is the diagnostic's only fix; and for
/// a lint finding, "ignore it here", inserting `# navpolicy: ignore <code>` above the statement
/// it is in (the comment the linter reads, `Grammar/Reference.md`, "Lint").
struct CodeActionProvider {
    /// The analysis of the current text.
    let analysis: DocumentAnalysis
    /// The policy's URI.
    let uri: String
    /// What the client supports.
    let client: ClientSupport
    private var encoding: PositionEncoding { client.encoding }

    /// The actions for the diagnostics that touch `range`.
    func actions(for range: TextRange) -> [CodeAction] {
        let converter = DiagnosticConverter(analysis: analysis, uri: uri, client: client)
        var actions: [CodeAction] = []
        for diagnostic in analysis.diagnostics where diagnostic.file == nil {
            let converted = converter.convert(diagnostic)
            guard converted.range.touches(range) else { continue }
            if !diagnostic.fixIts.isEmpty {
                let edits = diagnostic.fixIts.map { TextEdit(range: converter.range(of: $0.range), newText: $0.replacement) }
                actions.append(
                    CodeAction(
                        title: title(of: diagnostic), diagnostics: [converted], isPreferred: true,
                        edit: WorkspaceEdit(changes: [(uri, edits)])))
            }
            if CompilerAdapter.isIgnorable(diagnostic.code), let ignore = ignoreAction(for: diagnostic, converted) {
                actions.append(ignore)
            }
        }
        return actions
    }

    /// The title of a diagnostic's fix: its did-you-mean, else what the edit does.
    private func title(of diagnostic: CompilerDiagnostic) -> String {
        if diagnostic.fixIts.count == 1, let fix = diagnostic.fixIts.first {
            let bytes = analysis.text.bytes
            let old = String(
                decoding: bytes[
                    min(fix.range.start.offset, bytes.count)..<min(max(fix.range.start.offset, fix.range.end.offset), bytes.count)],
                as: UTF8.self)
            if fix.replacement.isEmpty { return "Remove '\(old)'" }
            if old.isEmpty { return "Insert '\(fix.replacement)'" }
            return "Replace '\(old)' with '\(fix.replacement)'"
        }
        return "Fix: \(diagnostic.message)"
    }

    /// "Ignore <code> here": a comment line above the statement the finding starts in.
    private func ignoreAction(for diagnostic: CompilerDiagnostic, _ converted: ProtocolDiagnostic) -> CodeAction? {
        let offset = diagnostic.range.start.offset
        guard let statement = analysis.checked.statements.first(where: { $0.range.start.offset <= offset && offset <= $0.range.end.offset })
        else {
            return nil
        }
        let text = analysis.text
        let start = statement.range.start.offset
        let lineStart = text.lineStarts[text.line(ofOffset: start)]
        let indent = text.bytes[lineStart..<start]
        let comment = "# navpolicy: ignore \(diagnostic.code.rawValue)"
        let edit: TextEdit
        if indent.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
            let position = text.position(ofOffset: lineStart, encoding: encoding)
            edit = TextEdit(
                range: TextRange(start: position, end: position), newText: String(decoding: indent, as: UTF8.self) + comment + "\n")
        } else {
            // The statement shares its line with another: the comment goes on a line of its own before it.
            let position = text.position(ofOffset: start, encoding: encoding)
            edit = TextEdit(range: TextRange(start: position, end: position), newText: "\n" + comment + "\n")
        }
        let place =
            if case .rule(_, let isOtherwise, _, _) = statement.kind { isOtherwise ? "the otherwise" : "this rule" } else {
                "this statement"
            }
        return CodeAction(
            title: "Ignore '\(diagnostic.code.rawValue)' for \(place)", diagnostics: [converted], isPreferred: false,
            edit: WorkspaceEdit(changes: [(uri, [edit])]))
    }
}
