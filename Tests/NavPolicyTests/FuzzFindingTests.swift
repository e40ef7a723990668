import Foundation
import NavPolicy
import NavPolicyTestSupport
import Testing

/// Regression tests for what the fuzz targets (`Fuzz/`) found, one test per finding, each named
/// after the invariant it broke. A finding only a sanitizer can see (the leak of unloaded
/// tables' notify tags) is a `regression-*` input in `Fuzz/Corpus`, which the CI fuzz step
/// replays under AddressSanitizer and LeakSanitizer.
struct FuzzFindingTests {
    /// url-split, `http://../`: the host `..` lost one dot (`.`), and `.` then lost its dot too,
    /// so the URL rebuilt from its parts had another host. A host ending in two dots now keeps
    /// them: normalizing a normalized host changes nothing.
    @Test(arguments: ["http://../", "http://a../", "http://A.b../x", "https://foo.09../", "http://%2E%2E/"])
    func hostEndingInTwoDotsIsStableWhenSplitAgain(_ url: String) throws {
        let host = try #require(try NavigationRequest(url: url, current: nil).host)
        #expect(host.hasSuffix(".."))
        let again = try NavigationRequest(url: "http://\(host)/", current: nil)
        #expect(again.host == host)
        #expect(SplitURL(scheme: "http", host: host, path: "/").host == host)
    }

    /// The one-dot rule itself is unchanged: one trailing dot goes, `.` alone is no host.
    @Test func oneTrailingDotIsStillRemoved() throws {
        #expect(try NavigationRequest(url: "https://Example.COM./", current: nil).host == "example.com")
        #expect(try NavigationRequest(url: "http://./", current: nil).host == nil)
    }

    /// url-split, `h://.:8`: the trailing-dot rule emptied the opaque host `.` but kept the
    /// port, so the request had a port and no host. A non-special URL's port goes with its
    /// host, in the splitter and the pre-split form alike.
    @Test(arguments: ["h://.:8/", "h://.:8", "myapp://%2E:80/x"])
    func portGoesWithAnEmptiedHost(_ url: String) throws {
        let request = try NavigationRequest(url: url, current: nil)
        #expect(request.host == nil)
        #expect(request.port == nil)
        let preSplit = SplitURL(scheme: request.scheme, host: ".", port: 8, path: request.path)
        #expect(preSplit.host == nil && preSplit.port == nil)
        // A special URL keeps its default port whatever its host, as before.
        #expect(try NavigationRequest(url: "http://./", current: nil).port == 80)
        #expect(try NavigationRequest(url: "myapp://a.example:8/", current: nil).port == 8)
    }
}

/// table-loader (format 6): a key table whose slots named one key twice loaded, and a lookup
/// compared that key once per slot, past `DecisionWork.bound` (which counts each key once per
/// decision). Format 7's buckets are ranges of entries, so the same fault is a bucket whose
/// range overlaps the one before (its start goes back): rejected; the key in one bucket loads
/// and decides within the bound.
struct KeyInTwoBucketsTests {
    static func table(starts: [Int]) -> CraftedTable {
        var table = CraftedTable()
        table.strings = Array("/a".utf8)
        table.paths = [1, 0, 1, 2] + CraftedTable.keyTable([CraftedTable.Key(offset: 0, length: 2)], starts: starts)
        table.nodes = CraftedTable.nodes(root: 0, [(RequestField.path.tableID, 0)], children: [CraftedTable.leaf(1)])
        return table
    }

    @Test func keyInTwoBucketsIsRejected() {
        #expect(throws: TableError.malformed("paths: bucket starts do not ascend at bucket 1")) {
            try Policy(table: Self.table(starts: [0, 1, 0, 1, 1]).bytes)
        }
    }

    @Test func keyInOneBucketLoadsAndDecidesWithinTheBound() throws {
        let bucket = Int(ByteHash.hash32(Array("/a".utf8))) & 3
        let policy = try Policy(table: Self.table(starts: (0...4).map { $0 <= bucket ? 0 : 1 }).bytes)
        let request = AdversarialTables.request(path: "/a")
        var work = DecisionWork()
        #expect(policy.decide(request, counting: &work) == policy.decide(request))
        #expect(work.probes == 2, "\(work)")
        #expect(work.isWithin(policy.workBound(requestLength: "example.com".utf8.count)), "\(work)")
    }
}

/// table-loader (issue 24's rule records): a rule without a notify tag (length 0) may have any
/// tag offset, which the reader never checks; building its record narrowed the string table's
/// start plus that offset to 32 bits and trapped when it passed 2^32. A tagless rule's offset
/// is not read.
struct TaglessRuleOffsetTests {
    @Test(arguments: [3, 50_000])
    func anyOffsetOfNoTagLoadsAndDecides(_ count: Int) throws {
        var table = CraftedTable()
        table.rules = [count, 0, 0, 0, 0] + (1...count).flatMap { [$0, Int(Action.cancel.rawValue), 0xFFFF_FFFF, 0] }
        table.nodes = CraftedTable.nodes(root: CraftedTable.leaf(count), [], children: [])
        let policy = try Policy(table: table.bytes)
        #expect(policy.decide(AdversarialTables.request(path: "/")) == Decision(action: .cancel, rule: count, line: count))
    }
}

/// The table-loader seeds (`Fuzz/Corpus/table-loader`) are compiled tables: when the format
/// changes they must be recompiled (`Fuzz/README.md`), or fuzzing only exercises the header
/// check. Each must load.
struct FuzzTableSeedTests {
    @Test func everyTableSeedLoads() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fuzz/Corpus/table-loader").standardized
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names.count >= 10)
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            #expect(throws: Never.self, "\(name): recompile the seeds (Fuzz/README.md)") { try Policy(table: bytes) }
        }
    }
}
