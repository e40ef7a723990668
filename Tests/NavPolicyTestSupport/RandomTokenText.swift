/// Space-separated random NavPolicy tokens, words of every kind and some junk (bad bytes,
/// unterminated strings, stray `!` and `@`), for robustness tests of the library and the binary.
public enum RandomTokenText {
    /// The pieces drawn from.
    public static let pieces = [
        "policy", "let", "when", "then", "otherwise", "and", "or", "not", "is", "in", "matches",
        "starts-with", "open", "none", "current", "target", "navigation", "scheme", "host", "path",
        "url", "new-window", "main-frame", "subframe", "link", "other", "allow", "cancel", "external",
        "in-app", "popup", "download", "names", "(", ")", "[", "]", ",", "=", "==", "!=", "\"https\"",
        "\"a.com\"", "\"*.example.com\"", "\"/pay\"", "\"/p\\\"q\"", "# comment\n", "\n", "\n\n", "\t",
        "é", "!", "@", "\"open", "\"unterminated\n",
    ]

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
