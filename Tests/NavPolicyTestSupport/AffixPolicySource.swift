/// Source text of the policy issue 24 compiled to show glob affixes costing the table's size:
/// `path starts-with [256 strings of 10 KB] ignoring case` (each a folded glob `p*`), and the
/// same on the current path. The strings are `/aaa…a` of lengths `length - count + 1` to
/// `length`, each a prefix of the next, so a path of `length` or more `a`s (any case) starts
/// with every one of them: a decision that compares each prefix reads all their bytes.
/// Shared by the compiler's tests and the release benchmark.
public enum AffixPolicySource {
    /// The policy text: `count` strings up to `length` bytes, on the path and the current path.
    public static func text(count: Int = 256, length: Int = 10_000) -> String {
        let strings = (0..<count).map { "\"/" + String(repeating: "a", count: length - 1 - $0) + "\"" }.joined(separator: ", ")
        return """
            policy "affixes"
            when path starts-with [\(strings)] ignoring case then cancel
            when current path starts-with [\(strings)] ignoring case then open external
            otherwise allow

            """
    }
}
