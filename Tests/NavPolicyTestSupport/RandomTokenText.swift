/// Space-separated random NavPolicy tokens and some junk (bad bytes, unterminated strings,
/// stray `!` and `@`, comments, line breaks), for robustness tests of the library and the
/// binary. The tokens are those the random policy generator writes (`RandomPolicyText`, every
/// language feature), in the proportions it writes them, so a language change reaches the
/// soups with no list to keep here.
public enum RandomTokenText {
    /// What no valid policy holds, or holds only between tokens.
    public static let junk = [
        "# comment\n", "\n", "\n\n", "\t", "é", "!", "@", "\"open", "\"unterminated\n", "\"/p\\\"q\"", "_blank", "1..", "..",
    ]

    /// The pieces drawn from: the tokens of twenty generated policies (keywords, names,
    /// strings, numbers, ranges, punctuation, repeated as often as policies use them), and the
    /// junk, about one piece in six.
    public static let pieces: [String] = {
        let tokens = (0..<20).flatMap { RandomPolicyText.tokens(seed: UInt64($0), features: .language) }
        return tokens + Array(repeating: junk, count: max(1, tokens.count / (5 * junk.count))).joined()
    }()

    /// At least `byteCount` bytes of random pieces; the same seed gives the same text.
    public static func generate(byteCount: Int, seed: UInt64) -> String {
        var generator = SeededGenerator(seed: seed)
        var text = ""
        text.reserveCapacity(byteCount + 32)
        while text.utf8.count < byteCount {
            text += generator.pick(pieces)
            text += " "
        }
        return text
    }
}
