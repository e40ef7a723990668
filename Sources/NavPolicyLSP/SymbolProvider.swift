import NavPolicyLSPProtocol

/// `textDocument/documentSymbol`: the policy's outline: its header, each definition (with its
/// size) and each rule (its number, action and condition as written).
struct SymbolProvider {
    /// The analysis of the current text.
    let analysis: DocumentAnalysis
    /// How positions count.
    let encoding: PositionEncoding

    /// The most characters of a rule's condition shown beside it.
    static let maximumDetail = 80

    /// The outline, in source order; the statements after `on response` are the children of
    /// its entry, which spans them.
    func symbols() -> [DocumentSymbol] {
        let entries = statementSymbols()
        guard let section = entries.firstIndex(where: { $0.statement.kind == .section }) else { return entries.map(\.symbol) }
        var sectionSymbol = entries[section].symbol
        sectionSymbol.children = entries[(section + 1)...].map(\.symbol)
        if let last = entries.last, section < entries.count - 1 {
            sectionSymbol.range = protocolRange(entries[section].statement.range.start.offset..<last.statement.range.end.offset)
        }
        return entries[..<section].map(\.symbol) + [sectionSymbol]
    }

    /// One outline entry per statement that has one, with its statement.
    private func statementSymbols() -> [(statement: CompilerAdapter.Statement, symbol: DocumentSymbol)] {
        let definitions = Dictionary(analysis.checked.index.definitions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return analysis.checked.statements.compactMap { statement in
            symbol(of: statement, definitions: definitions).map { (statement, $0) }
        }
    }

    /// The outline entry of one statement; nil for a second definition of a name.
    private func symbol(of statement: CompilerAdapter.Statement, definitions: [String: CompilerAdapter.Definition]) -> DocumentSymbol? {
        let range = protocolRange(statement.range.offsets)
        switch statement.kind {
        case .header(let name):
            return DocumentSymbol(
                name: name ?? "policy", detail: "policy", kind: .file, range: range,
                selectionRange: protocolRange(statement.keywordRange.offsets))
        case .definition(let name):
            // A second definition of a name (an error) is not in the index.
            guard let definition = definitions[name], definition.statementRange == statement.range else { return nil }
            let (detail, kind): (String, DocumentSymbol.Kind) =
                switch definition.kind {
                case .list(let count): ("list of \(count)", .array)
                case .listFile(let path, _, let count): ("list from \(path)" + (count.map { " (\($0))" } ?? ""), .array)
                case .parameter(let key, _): ("parameter \"\(key)\"", .array)
                case .flag: ("flag", .boolean)
                case .condition: ("condition", .boolean)
                }
            return DocumentSymbol(
                name: name, detail: detail, kind: kind, range: range, selectionRange: protocolRange(definition.nameRange.offsets))
        case .section:
            return DocumentSymbol(
                name: "on response", detail: "response rules", kind: .namespace, range: range,
                selectionRange: protocolRange(statement.keywordRange.offsets))
        case .rule(let number, let isOtherwise, let action, let notify):
            let decides = (action ?? "?") + (notify.map { " and notify \"\($0)\"" } ?? "")
            return DocumentSymbol(
                name: isOtherwise ? "otherwise \(decides)" : "rule \(number): \(decides)",
                detail: isOtherwise ? nil : condition(of: statement), kind: isOtherwise ? .event : .function,
                range: range, selectionRange: protocolRange(statement.keywordRange.offsets))
        }
    }

    private func protocolRange(_ offsets: Range<Int>) -> TextRange {
        analysis.text.range(ofOffsets: offsets, encoding: encoding)
    }

    /// A rule's text between `when` and `then`, white space collapsed, cut at `maximumDetail`.
    private func condition(of statement: CompilerAdapter.Statement) -> String {
        let bytes = analysis.text.bytes
        let range = statement.keywordRange.end.offset..<min(statement.range.end.offset, bytes.count)
        let text = String(decoding: bytes[min(range.lowerBound, range.upperBound)..<range.upperBound], as: UTF8.self)
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
        if let then = words.lastIndex(of: "then") { words.removeSubrange(then...) }
        let condition = words.joined(separator: " ")
        return condition.count > Self.maximumDetail ? String(condition.prefix(Self.maximumDetail)) + "…" : condition
    }
}
