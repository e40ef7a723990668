import NavPolicy
import NavPolicyTestSupport
import Testing

@testable import NavPolicyCompiler

/// The response type no key starts (`RequestPartition.unlistedType`), the witness of the
/// unmatched type class: a MIME essence that starts with no key whatever the keys are, nil only
/// when every type starts with one, and found in bounded work. (It was found by appending `x`
/// to `application/x-other` until no key started it, which never ended for `application/`.)
@Suite struct UnlistedTypeTests {
    static let tokenBytes = Array("abcdefghijklmnopqrstuvwxyz0123456789!#$%&'*+-.^_`|~".utf8)

    static func unlisted(_ keys: [String]) -> String? {
        RequestPartition.unlistedType(keys.map { ArraySlice($0.utf8) })
    }

    /// Whether `type` is a witness for `keys`: a MIME essence none of them starts.
    static func isWitness(_ type: String, _ keys: [String]) -> Bool {
        MIMEType.essence(of: type) == type && !keys.contains { type.utf8.starts(with: $0.utf8) }
    }

    @Test func theUsualTypeWhenNoKeyStartsIt() {
        #expect(Self.unlisted([]) == "application/x-other")
        #expect(Self.unlisted(["image/", "text/html", "application/json"]) == "application/x-other")
    }

    @Test(arguments: [
        ["application/"], ["application/x-other"], ["application/x-other", "application/x-otherx"], ["a"], ["appl", "b", "c"],
        ["application/x-other", "application/"], ["text/", "application"],
    ])
    func aKeyThatStartsTheUsualTypeIsAvoided(_ keys: [String]) throws {
        let type = try #require(Self.unlisted(keys))
        #expect(Self.isWitness(type, keys), "\(type) for \(keys)")
    }

    @Test func noneWhenEveryTypeStartsWithAKey() {
        let everyFirstByte = Self.tokenBytes.map { String(decoding: [$0], as: UTF8.self) }
        #expect(Self.unlisted(everyFirstByte) == nil)
        #expect(Self.unlisted([""]) == nil)
        // Every type starting with `a` is covered by `a` + one byte (the slash included).
        let allAfterA = (Self.tokenBytes + [UInt8(ascii: "/")]).map { "a" + String(decoding: [$0], as: UTF8.self) }
        #expect(Self.unlisted(everyFirstByte.filter { $0 != "a" } + allAfterA) == nil)
        // ... unless one is missing: then the witness goes through it.
        let type = Self.unlisted(everyFirstByte.filter { $0 != "a" } + allAfterA.filter { $0 != "a~" })
        #expect(type.map { $0.hasPrefix("a~") } == true, "\(type ?? "nil")")
    }

    @Test func aDeepSearchTakesNoRecursion() {
        // Under `a`, `aa`, … every byte but `a` is a key for 300 levels, and one long key keeps
        // `a` going: the search branches at each level and finds `a` × 301 first.
        let depth = 300
        let slash = UInt8(ascii: "/")
        var keys = Self.tokenBytes.filter { $0 != UInt8(ascii: "a") }.map { String(decoding: [$0], as: UTF8.self) }
        for level in 1..<depth {
            let prefix = String(repeating: "a", count: level)
            keys += (Self.tokenBytes + [slash]).filter { $0 != UInt8(ascii: "a") }.map { prefix + String(decoding: [$0], as: UTF8.self) }
        }
        keys.append(String(repeating: "a", count: depth) + "zz")
        #expect(Self.unlisted(keys) == String(repeating: "a", count: depth + 1) + "/x")
    }

    /// Seeded key sets over a small alphabet (so keys overlap and cover first bytes often),
    /// with near misses of `application/x-other`: a witness when one exists, and nil only when
    /// no type of the checked shapes escapes the keys.
    @Test func seededKeySets() {
        let seed: UInt64 = 0x7E_5EED
        print("UnlistedTypeTests seed \(seed)")
        var random = SeededGenerator(seed: seed)
        let alphabet = Array("ab/x".utf8) + Self.tokenBytes.shuffled(using: &random).prefix(3)
        let nearMisses = ["application/x-other", "application/", "application/x", "application", "a", "application/x-otherx"]
        for round in 0..<500 {
            var keys = (0..<Int.random(in: 0...12, using: &random)).map { _ in
                String(
                    decoding: (0..<Int.random(in: 1...4, using: &random)).map { _ in alphabet.randomElement(using: &random)! },
                    as: UTF8.self)
            }
            keys += nearMisses.filter { _ in Bool.random(using: &random) }
            if let type = Self.unlisted(keys) {
                #expect(Self.isWitness(type, keys), "round \(round): \(type) for \(keys)")
            } else {
                // Some first byte or some two-byte start would have escaped.
                let shapes = Self.tokenBytes.flatMap { first in (Self.tokenBytes + [UInt8(ascii: "/")]).map { [first, $0] } }
                let escaping = shapes.map { String(decoding: $0, as: UTF8.self) }.first { start in
                    !keys.contains { start.utf8.starts(with: $0.utf8) || $0.utf8.starts(with: start.utf8) }
                }
                #expect(escaping == nil, "round \(round): nil for \(keys), yet \(escaping ?? "") starts no key")
            }
        }
    }

    @Test func aResponseSectionWithATypePrefixOfTheUsualTypeIsAnalysed() throws {
        let text = """
            otherwise allow

            on response
            when type starts-with "application/" then download
            when type is "text/html" then allow
            otherwise cancel
            """
        let run = PolicyPipeline().diagnose(SourceFile(name: "types.navpolicy", text: text))
        _ = try #require(run.policy)
        let claims = run.lintFindings.filter { [.shadowedRule, .neverMatches, .redundantRule, .unreachableAfter].contains($0.code) }
        #expect(claims.isEmpty, "\(claims.map(\.message))")
    }
}
