import Foundation
import NavPolicyTestSupport
import Testing

@testable import NavPolicyCompiler

/// Formatting is idempotent, keeps the checked meaning and every comment, and keeps lines
/// within the limit — over the goldens, `Examples/` and seeded random policy sources.
@Suite struct FormatPropertyTests {
    /// `NAVPOLICY_SEED` overrides the base seed; case `i` uses `seed + i`.
    static let seed: UInt64 = ProcessInfo.processInfo.environment["NAVPOLICY_SEED"].flatMap { UInt64($0) } ?? 0x4E41_5650
    /// Random sources checked (× `NAVPOLICY_PROPERTY_SCALE`).
    static let randomCount = PropertyScale.cases(250)
    /// Random token soups checked (× `NAVPOLICY_PROPERTY_SCALE`).
    static let soupCount = PropertyScale.cases(100)

    /// Random layout with named lists on every source; every language feature (parameters,
    /// flags, named conditions, `under`, ranges, a response section) on every other one.
    static func features(_ index: Int) -> RandomPolicyText.Features {
        index % 2 == 0 ? [.layout, .namedLists] : RandomPolicyText.Features.language.union(.layout)
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func policyFiles(in directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".navpolicy") }.sorted().map { directory.appendingPathComponent($0) }
    }

    @Test func goldenInputsAndOutputsHaveTheProperties() throws {
        let directory = FormatGoldenTests.directory
        for input in Self.policyFiles(in: directory) {
            for url in [input, input.deletingPathExtension().appendingPathExtension("formatted")] {
                guard let data = FileManager.default.contents(atPath: url.path) else { continue }
                let violations = FormatProperties.violations(of: SourceFile(name: url.lastPathComponent, bytes: Array(data)))
                #expect(violations == [], "\(url.lastPathComponent)")
            }
        }
    }

    @Test func randomSourcesHaveTheProperties() {
        print(
            "FormatPropertyTests seed: \(Self.seed) (set NAVPOLICY_SEED to reproduce), \(Self.randomCount) sources, \(PropertyScale.label)")
        var failures = 0
        for index in 0..<Self.randomCount {
            let caseSeed = Self.seed &+ UInt64(index)
            let text = RandomPolicyText.make(seed: caseSeed, features: Self.features(index))
            let source = SourceFile(name: "random-\(caseSeed).navpolicy", text: text)
            let front = PolicyPipeline().check(source)
            let errors = front.diagnostics.filter { $0.severity == .error }
            #expect(errors.isEmpty, "seed \(caseSeed): generated source does not check: \(errors.map(\.message))\n\(text)")
            let violations = FormatProperties.violations(of: source)
            if !violations.isEmpty {
                failures += 1
                Issue.record("seed \(caseSeed): \(violations.joined(separator: "\n"))\n--- source ---\n\(text)")
            }
            if failures >= 5 { break }
        }
    }

    @Test func tokenSoupIsFormattedSoundlyOrRefusedWithDiagnostics() {
        for index in 0..<Self.soupCount {
            let caseSeed = Self.seed &+ UInt64(index)
            let source = SourceFile(name: "soup", text: RandomTokenText.generate(byteCount: 120, seed: caseSeed))
            let result = CanonicalFormatter.format(source)
            if result.formatted == nil {
                #expect(result.diagnostics.contains { $0.severity == .error }, "seed \(caseSeed)")
            } else {
                #expect(FormatProperties.violations(of: source) == [], "seed \(caseSeed)")
            }
        }
    }

    @Test func randomSourcesContainComments() {
        let withComments = (0..<100).filter { index in
            RandomPolicyText.make(seed: Self.seed &+ UInt64(index), features: Self.features(index)).contains("#")
        }
        #expect(withComments.count > 50)
    }
}
