import Dispatch
import Testing

@testable import NavPolicyCompiler

/// `ParallelWork`: the lint's source-only rules beside the lowering, and the table encoded
/// beside the semantic rules, give the same findings, examples and table bytes as one thread;
/// a finding that fails the run discards the table encoded on the side.
@Suite struct ParallelPipelineTests {
    /// Two threads, as the command-line tool runs them.
    static let twoThreads = ParallelWork { first, second in
        DispatchQueue.concurrentPerform(iterations: 2) { $0 == 0 ? first() : second() }
    }

    /// A runner that forgets the second piece: the pipeline runs it itself, and the results
    /// are still the same.
    static let forgetful = ParallelWork { first, _ in first() }

    static func pipeline(_ source: SourceFile, parallel: ParallelWork, failingSeverity: Severity = .error) -> PolicyPipeline {
        let folder = LintGoldenTests.folder
        var pipeline = PolicyPipeline(
            listFiles: DiskListFiles.reader(root: folder.directory, policyName: source.name),
            failingSeverity: failingSeverity, embedsSource: true)
        pipeline.parallel = parallel
        return pipeline
    }

    /// What a run gives, in words and bytes, for comparing runs.
    static func outcome(_ run: PipelineRun<CompiledTable>) -> String {
        let diagnostics = run.diagnostics.map {
            "\($0.range.start.line):\($0.range.start.column) \($0.code) \($0.message) \($0.notes.map(\.message))"
        }
        let table =
            run.value.map { "table \($0.bytes.count) bytes, checksum \($0.bytes.reduce(0) { ($0 &* 31) &+ Int($1) })" } ?? "no table"
        return (diagnostics + [table]).joined(separator: "\n")
    }

    @Test(arguments: LintGoldenTests.caseNames)
    func twoThreadsCompileWhatOneDoes(name: String) throws {
        let source = try LintGoldenTests.folder.source(name)
        let alone = Self.pipeline(source, parallel: .sequential).compile(source)
        let beside = Self.pipeline(source, parallel: Self.twoThreads).compile(source)
        let forgotten = Self.pipeline(source, parallel: Self.forgetful).compile(source)
        #expect(Self.outcome(beside) == Self.outcome(alone))
        #expect(Self.outcome(forgotten) == Self.outcome(alone))
        #expect(beside.value?.bytes == alone.value?.bytes)
    }

    @Test(arguments: LintGoldenTests.caseNames)
    func twoThreadsFindTheSameExamples(name: String) throws {
        let source = try LintGoldenTests.folder.source(name)
        let checked = Self.pipeline(source, parallel: .sequential).check(source)
        let alone = Self.pipeline(source, parallel: .sequential).lint(checked, exampleLimit: 20)
        let beside = Self.pipeline(source, parallel: Self.twoThreads).lint(checked, exampleLimit: 20)
        #expect(beside.ruleExamples == alone.ruleExamples)
        #expect(beside.lintFindings == alone.lintFindings)
    }

    @Test func aFailingFindingDiscardsTheTableEncodedBeside() {
        // A warning fails the run under --strict: no table, however it was encoded.
        let source = SourceFile(
            name: "strict.navpolicy",
            text: """
                when host in ["a.example", "a.example"] then cancel
                otherwise allow
                """)
        let strict = Self.pipeline(source, parallel: Self.twoThreads, failingSeverity: .warning).compile(source)
        #expect(strict.value == nil)
        #expect(strict.diagnostics.map(\.code).contains(.duplicatePattern))
        let lenient = Self.pipeline(source, parallel: Self.twoThreads).compile(source)
        #expect(lenient.value != nil)
        #expect(lenient.diagnostics.map(\.code) == strict.diagnostics.map(\.code))
    }
}
