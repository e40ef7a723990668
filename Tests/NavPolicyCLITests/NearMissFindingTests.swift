import Foundation
import Testing

/// Rules that only values the policy does not name reach are no findings: a scheme that merely
/// starts with a prefix (`facetimex`), a port outside a range that ends at 65535 (443), a
/// status outside a range (600). Each policy passes `check --strict`, and `eval` shows the rule
/// the analysis once called dead deciding the near-miss request.
@Suite struct NearMissFindingTests {
    @Test(
        arguments: [
            (
                "when scheme is \"facetime\" then cancel\nwhen scheme starts-with \"facetime\" then download\notherwise cancel\n",
                ["--url", "facetimex:1"], "download"
            ),
            (
                "when scheme starts-with \"homeassistant\" and scheme is not \"homeassistant\" then cancel and notify \"variant\"\n"
                    + "when scheme is \"file\" then cancel\nwhen target is new-window then open in-place\notherwise allow\n",
                ["--url", "homeassistant-beta://x"], "cancel"
            ),
            (
                "when port in [1024..65535] then cancel\nwhen port is not none then download\notherwise cancel\n",
                ["--url", "https://a.example/"], "download"
            ),
            (
                "otherwise cancel\non response\nwhen status in [100..599] then allow\nwhen status is not none then download\notherwise cancel\n",
                ["--url", "https://a.example/", "--status", "600"], "download"
            ),
        ] as [(String, [String], String)])
    func aRuleOnlyNearMissesReachIsNoFinding(policy text: String, request: [String], action: String) throws {
        let directory = try TemporaryDirectory()
        let policy = try directory.file("near.navpolicy", text)
        let check = try NavpolicyBinary.run(["check", "--strict", policy])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(
            !check.stderr.contains("shadowed-rule") && !check.stderr.contains("never-matches") && !check.stderr.contains("redundant-rule"),
            "\(check.stderr)")
        let eval = try NavpolicyBinary.run(["eval", policy] + request)
        #expect(eval.status == 0 && eval.stdout == action + "\n", "\(eval.stdout) \(eval.stderr)")
    }
}
