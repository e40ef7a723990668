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
public enum EmbeddedSource {
    /// Why a table's embedded source cannot stand for it.
    public enum Problem: Error, Sendable, Hashable {
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
    public static func verify(_ text: String, of table: [UInt8], name: String) -> Result<CheckedPolicy, Problem> {
        let source = SourceFile(name: name, text: text)
        let checked = FrontEnd.check(source, errorLimit: DiagnosticList.defaultErrorLimit)
        let errors = checked.diagnostics.filter { $0.severity == .error }.count + checked.omittedErrors
        guard let policy = checked.policy, errors == 0 else { return .failure(.doesNotCheck(errors: max(errors, 1))) }
        guard case .success(let compiled) = TableCompiler.compile(policy, sourceText: text), compiled == table else {
            return .failure(.differentProgram)
        }
        return .success(policy)
    }
}
