/// The declarations section of a version 8 table: the flags, parameters and parameter tests
/// (`Documentation/TableFormat.md`). Read once at load: a constant number of words per entry
/// and each name's bytes once (names do not overlap: their bytes add up to at most the string
/// table's size), so hostile tables cost linear work and get a typed error.
extension TableReader {
    /// What the declarations section holds.
    struct Declarations {
        var flagNames: [String] = []
        var parameters: [TableParameter] = []
        var parameterTests: [TableParameterTest] = []
    }

    /// Reads and validates the flags, parameters and parameter tests: counts within their
    /// limits, names valid UTF-8, flag names and parameter keys and names distinct and
    /// non-empty, keys of the keys' syntax, kinds known, every test naming a parameter of the
    /// kind its form needs, no test listed twice.
    static func declarations(_ section: SectionCursor, _ bytes: TableBytes, strings: Range<Int>) throws(TableError) -> Declarations {
        var cursor = section
        var declarations = Declarations()
        var nameBytes = 0
        func text(_ offset: Int, _ length: Int, _ what: String) throws(TableError) -> String {
            guard offset <= strings.count, length <= strings.count - offset else {
                throw .malformed("\(what) points outside the string table")
            }
            nameBytes += length
            guard nameBytes <= strings.count else { throw .malformed("declarations: names overlap (their bytes exceed the string table)") }
            let start = strings.lowerBound + offset
            guard length > 0, let value = String(validating: bytes[start..<(start + length)], as: UTF8.self) else {
                throw .malformed("\(what) is empty or not UTF-8")
            }
            return value
        }

        let flagCount = try cursor.index(below: PolicyFlag.maximumCount + 1, "flag count")
        let flagsStart = try cursor.records(flagCount, wordsEach: 2)
        for flag in 0..<flagCount {
            let name = try text(bytes.word(at: flagsStart + 8 * flag), bytes.word(at: flagsStart + 8 * flag + 4), "flag \(flag) name")
            declarations.flagNames.append(name)
        }
        guard Set(declarations.flagNames).count == flagCount else { throw .malformed("declarations: two flags have the same name") }

        let parameterCount = try cursor.index(below: TableFormat.maxParameters + 1, "parameter count")
        let parametersStart = try cursor.records(parameterCount, wordsEach: 5)
        for parameter in 0..<parameterCount {
            let record = parametersStart + 20 * parameter
            let key = try text(bytes.word(at: record), bytes.word(at: record + 4), "parameter \(parameter) key")
            guard ParameterKey.isValid(key) else { throw .malformed("declarations: parameter \(parameter) has an invalid key") }
            let name = try text(bytes.word(at: record + 8), bytes.word(at: record + 12), "parameter \(parameter) name")
            let kindWord = bytes.word(at: record + 16)
            guard kindWord == 0 || TableParameter.Kind(rawValue: UInt32(kindWord)) != nil else {
                throw .malformed("declarations: parameter \(parameter) has unknown kind \(kindWord)")
            }
            declarations.parameters.append(TableParameter(key: key, name: name, kind: TableParameter.Kind(rawValue: UInt32(kindWord))))
        }
        guard Set(declarations.parameters.map(\.key)).count == parameterCount else {
            throw .malformed("declarations: two parameters have the same key")
        }
        guard Set(declarations.parameters.map(\.name)).count == parameterCount else {
            throw .malformed("declarations: two parameters have the same name")
        }

        let testCount = try cursor.index(below: TableFormat.maxParameterTests + 1, "parameter test count")
        let testsStart = try cursor.records(testCount, wordsEach: 2)
        try cursor.expectEnd()
        for test in 0..<testCount {
            let parameter = bytes.word(at: testsStart + 8 * test)
            guard parameter < parameterCount else {
                throw .malformed("declarations: parameter test \(test) names parameter \(parameter) of \(parameterCount)")
            }
            guard let form = TableParameterTest.form(word: bytes.word(at: testsStart + 8 * test + 4)) else {
                throw .malformed("declarations: parameter test \(test) has an unknown form")
            }
            let entry = TableParameterTest(parameter: parameter, form: form)
            guard declarations.parameters[parameter].kind == entry.kind else {
                throw .malformed("declarations: parameter test \(test) needs items of another kind than parameter \(parameter) holds")
            }
            declarations.parameterTests.append(entry)
        }
        guard Set(declarations.parameterTests).count == testCount else {
            throw .malformed("declarations: a parameter test is listed twice")
        }
        return declarations
    }
}
