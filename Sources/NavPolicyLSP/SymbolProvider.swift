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

    /// The outline, in source order.
    func symbols() -> [DocumentSymbol] {
        let definitions = Dictionary(analysis.checked.index.definitions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return analysis.checked.statements.compactMap { statement in
            let range = protocolRange(statement.range.offsets)
            switch statement.kind {
            case .header(let name):
                return DocumentSymbol(name: name ?? "policy", detail: "policy", kind: .file, range: range,
                                      selectionRange: protocolRange(statement.keywordRange.offsets))
            case .definition(let name):
                // A second definition of a name (an error) is not in the index.
                guard let definition = definitions[name], definition.statementRange == statement.range else { return nil }
                let detail = switch definition.kind {
                case .list(let count): "list of \(count)"
                case .listFile(let path, _, let count): "list from \(path)" + (count.map { " (\($0))" } ?? "")
                }
                return DocumentSymbol(name: name, detail: detail, kind: .array, range: range, selectionRange: protocolRange(definition.nameRange.offsets))
            case .rule(let number, let isOtherwise, let action, let notify):
                let decides = (action ?? "?") + (notify.map { " and notify \"\($0)\"" } ?? "")
                return DocumentSymbol(name: isOtherwise ? "otherwise \(decides)" : "rule \(number): \(decides)",
                                      detail: isOtherwise ? nil : condition(of: statement), kind: isOtherwise ? .event : .function,
                                      range: range, selectionRange: protocolRange(statement.keywordRange.offsets))
            }
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
