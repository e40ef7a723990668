/// A compiled policy loaded from table bytes: validated once, then decides requests.
///
/// Immutable after loading, so one `Policy` may be shared by any number of threads.
public struct Policy: Sendable {
    let program: DecisionProgram
    /// The response part's program (`on response` rules); nil when the policy has none.
    let responseProgram: DecisionProgram?

    /// Loads and validates a compiled table. Throws a typed error for anything corrupt:
    /// wrong magic or version, wrong length or checksum, any count, offset, class id or node
    /// reference out of range, or a node reference that does not point forward. A policy that
    /// declares parameters is `TableError.parametersRequired`: load it with
    /// `Policy(table:parameters:)`.
    public init(table bytes: [UInt8]) throws(TableError) {
        try self.init(tableBytes: TableBytes(copying: bytes))
    }

    /// Loads and validates a compiled table where it is: in memory the app mapped read-only
    /// from the table file (`mmap` with `PROT_READ` and `MAP_PRIVATE`), so the system shares its
    /// pages and loading touches only what validation reads. The policy calls `release` (to
    /// unmap) exactly once: when neither it nor any copy of it is in use any longer, or when
    /// loading throws. Until then the bytes must not change: a mapped file truncated in place
    /// ends the process with SIGBUS, one rewritten in place changes the validated table. Map only
    /// a file nothing can change (`NavPolicyWebKit`'s `Policy(contentsOf:)` maps only files on a
    /// read-only file system and reads the rest). Errors are `init(table:)`'s.
    public init(mappedTable bytes: UnsafeRawBufferPointer, release: @escaping @Sendable () -> Void) throws(TableError) {
        try self.init(tableBytes: TableBytes(borrowing: bytes, release: release))
    }

    /// Loads and validates table bytes held as they are, owned or mapped (the CLI maps tables
    /// on a read-only file system).
    package init(tableBytes bytes: TableBytes) throws(TableError) {
        let reader = try TableReader(bytes)
        guard reader.parameters.isEmpty else { throw .parametersRequired(keys: reader.parameters.map(\.key)) }
        self.init(reader, .empty, response: .empty)
    }

    /// A policy deciding with a validated table and the items bound to its parameters, for the
    /// navigation part and (`response`) its response part, which declares the same parameters.
    init(_ reader: TableReader, _ binding: ParameterBinding, response: ParameterBinding) {
        program = DecisionProgram(reader, binding)
        responseProgram = reader.responsePart.map { DecisionProgram($0, response) }
    }

    /// Decides one request; allocates nothing. Each diagram node classifies one attribute;
    /// node references only point forward, so the walk ends at a leaf.
    public func decide(_ request: NavigationRequest) -> Decision {
        program.decide(request)
    }

    /// Decides one request and adds its steps to `work`: the same walk as `decide`, counted,
    /// so tests can check a decision's cost against `DecisionWork.bound` without timing it.
    package func decide(_ request: NavigationRequest, counting work: inout DecisionWork) -> Decision {
        program.decide(request, &work)
    }

    /// The most work `decide` may take for a request whose scheme, host and path are each at
    /// most `requestLength` bytes (see `DecisionWork.bound`).
    package func workBound(requestLength: Int) -> DecisionWork {
        program.reader.workBound(requestLength: requestLength)
    }

    /// The bytes a loaded policy holds beyond the table bytes it was given (its decoded program,
    /// matcher, glob tries and automaton, query name index): at most about 4 per table byte,
    /// which the tests check on crafted tables.
    package var retainedBytes: Int { program.retainedBytes + (responseProgram.map { $0.retainedBytes + $0.reader.bytes.count } ?? 0) }

    /// Whether bytes start like a compiled table (magic), so tools can tell tables from sources.
    package static func looksLikeTable(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: TableFormat.magic)
    }

    /// The policy source embedded in the table for tooling, if the compiler stored it;
    /// `TableError.checksumMismatch` when it is corrupt (checked here, not at load).
    package func sourceText() throws(TableError) -> String? { try program.reader.sourceText() }

    /// The `policy "name"` of the compiled source, if it had one.
    public var name: String? { program.reader.policyName }
}
