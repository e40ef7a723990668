import NavPolicy
import NavPolicyTestSupport
import Testing

/// The reader's limits on one decision's work (`TableFormat.maxPathKeyLengthSum`,
/// `maxHostKeyBytes`, `maxMatcherDecisionWords`): a table that spends all of a limit loads and
/// decides within `DecisionWork.bound`, using most of it (so the crafted case is the worst
/// one, not an easy one); one step past a limit is a typed `TableError`. Counted, not timed.
struct WorkLimitTests {
    typealias Tables = AdversarialTables

    /// Decides within the bound and returns the counted work.
    static func work(_ policy: Policy, _ request: NavigationRequest) -> (Decision, DecisionWork) {
        var work = DecisionWork()
        let decision = AdversarialTableTests.decideWithinBound(policy, request)
        _ = policy.decide(request, counting: &work)
        return (decision, work)
    }

    @Test func pathKeysAtTheLimitDecideWithinTheBound() throws {
        let policy = try Policy(table: Tables.pathKeysAtTheLimit().bytes)
        let (decision, work) = Self.work(policy, Tables.request(path: Tables.longPath))
        // The longest hit is the 180-byte prefix, which `longPath` extends: deeper class, rule 2.
        #expect(decision.rule == 2)
        // 180 lookups, nearly all examining 32 entries and comparing 32 whole keys of their length.
        #expect(work.probes >= 170 * TableFormat.maxBucketKeys, "\(work)")
        #expect(work.bytes >= 30 * 16_290, "\(work)")
        #expect(Self.work(policy, Tables.request(path: String(Tables.longPath.prefix(180)))).0.rule == 1)
    }

    @Test func pathKeyLengthsPastTheLimitAreRejected() {
        var table = Tables.everyPathLength(181)
        #expect(
            throws: TableError.malformed("paths: the distinct key lengths add up to more than \(TableFormat.maxPathKeyLengthSum) bytes")
        ) {
            try Policy(table: table.bytes)
        }
        // A listed length without a key, and a key whose length is not listed.
        table = Tables.everyPathLength(3)
        table.paths[3...5] = [1, 2, 4]
        #expect(throws: TableError.malformed("paths: length 4 is listed but no key has it")) { try Policy(table: table.bytes) }
        table.paths[3...5] = [1, 3, 3]
        #expect(throws: TableError.malformed("paths: key lengths are not ascending")) { try Policy(table: table.bytes) }
        table.paths[2...5] = [2, 1, 3]
        #expect(throws: TableError.malformed("paths: key 1 has length 2, which is not listed")) { try Policy(table: table.bytes) }
    }

    @Test func hostKeysAtTheLimitDecideWithinTheBound() throws {
        let policy = try Policy(table: Tables.hostKeysAtTheLimit().bytes)
        // `longHost` is under its 253-byte suffix, the deepest key: deeper class, rule 2.
        let (decision, work) = Self.work(policy, Tables.request(host: Tables.longHost, path: "/"))
        #expect(decision.rule == 2)
        // The search ties at nearly every step and compares the rest of a 241-byte head.
        #expect(work.bytes >= 10 * 200, "\(work)")
        // Leaving the chain after one label finds the greatest key, 122 labels deep, and walks
        // back up 121 chain steps.
        let (walked, walk) = Self.work(policy, Tables.request(host: "b.a", path: "/"))
        #expect(walked.rule == 2)
        #expect(walk.probes >= 121, "\(walk)")
        // A key whole is its exact class; one label more than any key is unmatched.
        #expect(Self.work(policy, Tables.request(host: String(Tables.longHost.suffix(TableFormat.maxHostKeyBytes)), path: "/")).0.rule == 1)
        #expect(Self.work(policy, Tables.request(host: "a.b", path: "/")).0 == .implicitDefault)
    }

    @Test func hostKeysPastTheLimitAreRejected() {
        var table = CraftedTable()
        var set = CraftedHostSet([CraftedHostSet.Key(String(repeating: "a", count: TableFormat.maxHostKeyBytes))])
        set.data[1...2] = [0, UInt8(TableFormat.maxHostKeyBytes + 1)]
        set.data.append(UInt8(ascii: "a"))
        set.counts[5] += 1
        table.hosts = [1, 0, 0] + set.words
        #expect(throws: TableError.malformed("hosts: key 0 is out of range")) { try Policy(table: table.bytes) }
    }

    @Test(arguments: ["dense", "few dense", "sparse"])
    func matchersAtTheLimitDecideWithinTheBound(_ name: String) throws {
        let table =
            name == "dense"
            ? Tables.denseMatcherAtTheLimit(dense: 40)
            : name == "few dense" ? Tables.denseMatcherAtTheLimit(dense: 2) : Tables.sparseMatcherAtTheLimit()
        let policy = try Policy(table: table.bytes)
        let (decision, work) = Self.work(policy, Tables.request(path: Tables.longPath))
        #expect(decision == .implicitDefault)
        // Nearly every word a decision may read is read.
        #expect(work.matcherWords * 100 >= 85 * TableFormat.maxMatcherDecisionWords, "\(name): \(work)")
    }

    @Test func matchersPastTheLimitAreRejected() {
        // One term word more than the dense case at the limit.
        let words = TableFormat.maxMatcherDecisionWords / (1 + RequestField.attributes.count * 41) + 1
        let read = words * (1 + RequestField.attributes.count * 41)
        #expect(
            throws: TableError.malformed("matcher: a decision may read \(read) words, more than \(TableFormat.maxMatcherDecisionWords)")
        ) {
            try Policy(table: Tables.denseMatcher(terms: 64 * words, dense: 40).bytes)
        }
    }
}

/// Query names (`query has`) are read in one pass over the query for all of them
/// (`QueryNameIndex`): 256 chained names on a 10 KB query cost the query's length, not 256
/// times it; two names the index cannot tell apart (same hash and length) are refused.
struct QueryNameWorkTests {
    typealias Tables = AdversarialTables

    static func request(query: String) -> NavigationRequest {
        NavigationRequest(
            url: SplitURL(scheme: "https", host: "example.com", path: "/", query: query), current: .absent, target: .mainFrame,
            navigation: .link)
    }

    @Test func chainedNamesReadTheQueryOnce() throws {
        let policy = try Policy(table: Tables.queryNameChain(count: TableFormat.maxQueryNames).bytes)
        var work = DecisionWork()
        // The 10 KB name is none of `a` … 256 `a`s: every name tested, none present.
        #expect(AdversarialTableTests.decideWithinBound(policy, Self.request(query: Tables.longQuery)) == .implicitDefault)
        _ = policy.decide(Self.request(query: Tables.longQuery), counting: &work)
        #expect(work.nodes == TableFormat.maxQueryNames, "\(work)")
        #expect(work.bytes <= 2 * 10_000 + 100, "\(work)")
        // The last name, 256 `a`s written as escapes among other parameters, is present.
        let last = String(repeating: "%61", count: 256)
        #expect(AdversarialTableTests.decideWithinBound(policy, Self.request(query: "x=1&" + last + "=2&y")).rule == 1)
        #expect(AdversarialTableTests.decideWithinBound(policy, Self.request(query: last + "a")) == .implicitDefault)
    }

    @Test func namesWithTheSameHashAndLengthAreRejected() {
        let (first, second) = Tables.queryNameCollision
        #expect(first != second && first.utf8.count == second.utf8.count)
        var table = CraftedTable()
        table.strings = Array((first + second).utf8)
        table.queryNames = [2, 0, first.utf8.count, first.utf8.count, second.utf8.count]
        #expect(throws: TableError.malformed("query names: names 0 and 1 have the same hash and length")) { try Policy(table: table.bytes) }
    }
}
