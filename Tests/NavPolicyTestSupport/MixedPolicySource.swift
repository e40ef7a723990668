/// Source text of a large policy that mixes what real policies grow by: host rules, path
/// prefixes, `url matches` patterns and schemes, over a pool of distinct hosts and paths (an
/// allow-list per team, a path rule per product). Shared by the table tests and the release
/// benchmark; the text depends only on its parameters.
public enum MixedPolicySource {
    /// The policy text with `rules` rules over `hosts` distinct hosts and `paths` distinct paths.
    public static func text(rules: Int, hosts: Int, paths: Int, seed: UInt64 = 1) -> String {
        var random = SeededGenerator(seed: seed)
        let host = { (index: Int) in "h\(index).team\(index % 97).example" }
        let path = { (index: Int) in "/p\(index)/" }
        let actions = ["allow", "cancel", "open external", "open in-app"]
        var lines = ["policy \"mixed-\(rules)\""]
        for index in 0..<rules {
            let h = host(random.below(hosts))
            let p = path(random.below(paths))
            let condition: String
            switch index % 6 {
            case 0: condition = "host is \"\(h)\" and path starts-with \"\(p)\""
            case 1: condition = "url matches \"https://*.\(h)\(p)*\""
            case 2: condition = "scheme in [\"https\", \"wss\"] and host in [\"\(h)\", \"*.\(host(random.below(hosts)))\"]"
            case 3: condition = "path starts-with \"\(p)\" and navigation is link"
            case 4: condition = "url matches \"http://\(h)/*\" or path is \"\(p)index\""
            default: condition = "host is \"*.\(h)\" and not (path starts-with \"\(p)\") and target is new-window"
            }
            lines.append("when \(condition) then \(actions[index % actions.count])")
        }
        lines.append("otherwise allow")
        return lines.joined(separator: "\n") + "\n"
    }
}
