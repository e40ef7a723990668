import Foundation
import NavPolicy
import NavPolicyTestSupport
import Testing

/// The `table-loader` fuzz target's crafted seeds (`Fuzz/Corpus/table-loader/crafted-*` and
/// the regression input of the notify tag leak) are exactly the bytes of the
/// `NavPolicyTestSupport` tables they come from, so a format change cannot leave them stale:
/// `NAVPOLICY_RECORD=1 swift test --filter CraftedSeedTests` rewrites them.
struct CraftedSeedTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fuzz/Corpus/table-loader").standardized

    /// Each seed's file name and table.
    static let seeds: [(name: String, table: CraftedTable)] = [
        // Folded affix globs on the path and the current path feeding a matcher.
        ("crafted-folded-affix-globs", AdversarialTables.foldedAffixGlobs(count: 8, affixBytes: 40)),
        // 2,000 rules decided from rule records.
        ("crafted-many-rules", AdversarialTables.manyRules(2_000)),
        // A tagged rule behind a view node.
        (
            "crafted-view-node-tagged-rule",
            {
                var table = CraftedTable()
                table.strings = Array("popup-only".utf8)
                table.rules = [2, 0, 0, 0, 0, 1, Int(Action.allow.rawValue), 0, 0, 2, Int(Action.openInApp.rawValue), 0, 10]
                // The view's class count and classes (main 0, popup 1), after target, navigation and host relation.
                table.enumClasses.replaceSubrange(16...18, with: [2, 0, 1])
                table.nodes = CraftedTable.nodes(
                    root: 0, [(RequestField.view.tableID, 0)], children: [CraftedTable.leaf(1), CraftedTable.leaf(2)])
                return table
            }()
        ),
        // A host set (format 10) of a 127-label chain and 200 keys sharing 241 bytes: ties at
        // every search step and long class chains.
        ("crafted-host-set-limits", AdversarialTables.hostKeysAtTheLimit(deepKeys: 200)),
        // 64 scheme prefix lengths adding up to the cap (4,096), a prefix key of each length:
        // a long scheme looks every one up (issue 43).
        ("crafted-scheme-prefix-limits", SchemePrefixLimitTests.table(lengths: SchemePrefixLimitTests.lengthsAtTheCap)),
        // A response part (format 9) whose rule continues the numbering.
        ("crafted-response-part", ResponsePartTests.table()),
        // Decisions holding a notify tag, freed when the table is unloaded (the leak found by
        // the fuzzer, replayed by CI under LeakSanitizer).
        (
            "regression-notify-tag-leak",
            {
                var table = CraftedTable()
                table.strings = Array("leaked-tag".utf8)
                table.rules = [1, 0, 0, 0, 0, 1, Int(Action.cancel.rawValue), 0, 10]
                return table
            }()
        ),
    ]

    @Test(arguments: seeds.indices)
    func seedIsItsTable(_ index: Int) throws {
        let (name, table) = Self.seeds[index]
        let file = Self.folder.appendingPathComponent(name)
        let bytes = table.bytes
        #expect(throws: Never.self, "\(name) loads") { try Policy(table: bytes) }
        if ProcessInfo.processInfo.environment["NAVPOLICY_RECORD"] == "1" {
            try Data(bytes).write(to: file)
        }
        #expect(try [UInt8](Data(contentsOf: file)) == bytes, "\(name) is stale: rewrite it with NAVPOLICY_RECORD=1")
    }
}
