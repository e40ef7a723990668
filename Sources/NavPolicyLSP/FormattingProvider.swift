import NavPolicyLSPProtocol

/// `textDocument/formatting`: the text `navpolicy fmt` prints, as one edit over the lines that
/// change (the unchanged lines around it stay, so the editor keeps the cursor and folds).
/// A document that does not parse gets no edits; its diagnostics say why.
enum FormattingProvider {
    /// The edits turning `text` into `formatted`: none when they are equal.
    static func edits(from text: DocumentText, to formatted: String, encoding: PositionEncoding) -> [TextEdit] {
        let old = text.bytes
        let new = Array(formatted.utf8)
        guard old != new else { return [] }
        // Common whole lines at the start and at the end.
        var prefix = 0
        var lastLineStart = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] {
            prefix += 1
            if old[prefix - 1] == UInt8(ascii: "\n") { lastLineStart = prefix }
        }
        prefix = prefix == old.count && prefix == new.count ? prefix : lastLineStart
        var suffix = 0
        var lastLineEnd = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
            if old[old.count - suffix] == UInt8(ascii: "\n") { lastLineEnd = suffix }
        }
        suffix = lastLineEnd
        let replaced = text.range(ofOffsets: prefix..<(old.count - suffix), encoding: encoding)
        return [TextEdit(range: replaced, newText: String(decoding: new[prefix..<(new.count - suffix)], as: UTF8.self))]
    }
}
