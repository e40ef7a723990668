import NavPolicy

/// The policy source a table embeds, trusted only when it provably stands for the table.
///
/// The source section lies outside the table checksum and nothing ties it to the decision
/// program: copying one table's source into another (and fixing the checksums) makes a table
/// that decides one way and reads another. A tool that explains, graphs with list names,
/// or diffs a table by its source therefore recompiles the source and accepts it only when
/// the result is the table itself, byte for byte: the same decision program (rules, lines,
/// tags, classifiers, diagram, matcher) and the same source. The encoder's output depends
/// only on its input, so a table compiled by this compiler always passes; one compiled by a
/// compiler whose optimizer differs fails safe (its source is not used).
package enum EmbeddedSource {
    /// Why a table's embedded source cannot stand for it.
    package enum Problem: Error, Sendable, Hashable {
        /// The table was compiled without its source (`--no-source`).
        case absent
        /// The embedded text has syntax or semantic errors (`errors` of them, at least).
        case doesNotCheck(errors: Int)
        /// The embedded text checks, but compiles to another table (or to none: over the
        /// size guard).
        case differentProgram
    }

    /// The checked policy of `text`, the source embedded in `table`, when compiling it (with
    /// `text` embedded again) gives exactly `table`. `name` names the source in the checked
    /// policy's ranges. Costs one check and one compilation of the source.
    package static func verify(_ text: String, of table: [UInt8], name: String) -> Result<CheckedPolicy, Problem> {
        // No list files beside an embedded source: the compiler inlined them.
        let run = PolicyPipeline(errorLimit: DiagnosticList.defaultErrorLimit, lints: false, embedsSource: true)
            .compile(SourceFile(name: name, text: text))
        switch run.product {
        case .success(let compiled):
            return compiled.bytes == table ? .success(compiled.checked.policy) : .failure(.differentProgram)
        case .failure(.checkFailed):
            return .failure(.doesNotCheck(errors: max(1, run.diagnostics.filter { $0.severity == .error }.count + run.omittedErrors)))
        case .failure:
            return .failure(.differentProgram)
        }
    }
}
