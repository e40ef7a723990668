/// Parameters and flags: what only the app knows, bound at load and given per decision.
extension Policy {
    /// Loads and validates a compiled table and binds its parameters: `parameters[key]` is the
    /// list of items for the parameter the policy declares as `param "key"`.
    ///
    /// ```swift
    /// let policy = try Policy(table: bytes, parameters: ["servers": [userServerHost]])
    /// ```
    ///
    /// Throws `PolicyLoadError.table` for a table `Policy(table:)` refuses, and
    /// `PolicyLoadError.parameter` when a declared key is missing, a key is not declared (with
    /// a did-you-mean), or an item is not valid for its parameter (a host pattern, scheme,
    /// port, path or query name, checked as the compiler checks such a constant). Binding is
    /// linear in the items; deciding afterwards allocates nothing.
    public init(table bytes: [UInt8], parameters: [String: [String]]) throws(PolicyLoadError) {
        try self.init(tableBytes: TableBytes(copying: bytes), parameters: parameters)
    }

    /// Loads and validates a compiled table in memory the app mapped, as
    /// `init(mappedTable:release:)` does, and binds its parameters as
    /// `init(table:parameters:)` does. `release` is called exactly once, as there.
    public init(
        mappedTable bytes: UnsafeRawBufferPointer, release: @escaping @Sendable () -> Void,
        parameters: [String: [String]]
    ) throws(PolicyLoadError) {
        try self.init(tableBytes: TableBytes(borrowing: bytes, release: release), parameters: parameters)
    }

    /// Loads table bytes held as they are, owned or mapped, and binds its parameters; with
    /// `missingBoundEmpty`, a declared parameter `parameters` leaves out is bound to no items
    /// instead of refused (tools that bind per request later, from one load).
    package init(tableBytes bytes: TableBytes, parameters: [String: [String]], missingBoundEmpty: Bool = false) throws(PolicyLoadError) {
        let reader: TableReader
        do { reader = try TableReader(bytes) } catch { throw .table(error) }
        var parameters = parameters
        if missingBoundEmpty {
            for declared in reader.parameters where parameters[declared.key] == nil { parameters[declared.key] = [] }
        }
        do { try self.init(reader, binding: parameters) } catch { throw .parameter(error) }
    }

    /// The same table bound to other items: `parameters` replaces every parameter's items, as
    /// `Policy(table:parameters:)` would bind them, but the table is not validated again (it
    /// was, once, when this policy loaded), so the cost is checking and building the items and
    /// decoding the decision diagram, not a pass over the table's keys. For items that change
    /// while the table does not (the user switches servers); `PolicyStore.rebind(_:)` swaps the
    /// result in. Throws what binding throws: a missing, undeclared or invalid parameter.
    public func rebound(to parameters: [String: [String]]) throws(ParameterError) -> Policy {
        try Policy(program.reader, binding: parameters)
    }

    /// A validated table's policy with `parameters` bound to the navigation part and to the
    /// response part, which declares the same parameters (validated), so it binds as the table does.
    private init(_ reader: TableReader, binding parameters: [String: [String]]) throws(ParameterError) {
        let binding = try ParameterBinding(declared: reader.parameters, tests: reader.parameterTests, given: parameters)
        let response =
            try reader.responsePart.map { part throws(ParameterError) in
                try ParameterBinding(declared: part.parameters, tests: part.parameterTests, given: parameters)
            } ?? .empty
        self.init(reader, binding, response: response)
    }

    /// The handle of the flag the policy declares as `flag name`, to put in a request's
    /// `flags`; resolve it once, when the app sets up. Throws `ParameterError.undeclaredFlag`
    /// (with a did-you-mean) for a name the policy does not declare.
    public func flag(_ name: String) throws(ParameterError) -> PolicyFlag {
        let names = flagNames
        guard let index = names.firstIndex(of: name), let flag = PolicyFlag(index: index) else {
            throw .undeclaredFlag(name: name, suggestion: NameSuggestion.closest(to: name, among: names))
        }
        return flag
    }

    /// The keys of the parameters the policy declares, in declaration order: what
    /// `Policy(table:parameters:)` needs.
    public var parameterKeys: [String] { program.reader.parameters.map(\.key) }

    /// The names of the flags the policy declares, in declaration order (a flag's
    /// `PolicyFlag.index` is its place here).
    public var flagNames: [String] { program.reader.flagNames }
}
