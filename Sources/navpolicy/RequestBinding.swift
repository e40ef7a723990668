import NavPolicyCompiler
import NavPolicyJSON

/// What the app supplies for a decision, as the CLI reads it: the parameters the table is
/// bound with (`--param KEY=ITEM[,ITEM...]`, `"params": {"KEY": [...]}`) and the names of the
/// flags that are on (`--flag NAME`, `"flags": [...]`). Names are checked against the policy
/// when it is bound (`BoundPolicies`), so a misspelt one is that request's error with a
/// did-you-mean.
struct RequestBinding: Equatable {
    /// Each key's items, keys in the order first given.
    struct Parameters: Equatable {
        private(set) var keys: [String] = []
        private(set) var items: [String: [String]] = [:]

        /// Adds `values` to `key`'s items (a key given twice collects both lists).
        mutating func add(_ key: String, _ values: [String]) {
            if items[key] == nil { keys.append(key) }
            items[key, default: []] += values
        }

        /// `[(key, items)]` in key order, for output.
        var ordered: [(key: String, items: [String])] { keys.map { ($0, items[$0] ?? []) } }
    }

    /// The parameters given; nil when none was (a line without `"params"` takes the command
    /// line's).
    var parameters: Parameters?
    /// The flags on, in the order given (a name given twice is on once); nil when none was
    /// given (a line without `"flags"` takes the command line's).
    var flags: [String]?

    /// The binding of `--param` and `--flag` values: `KEY=a,b` is `KEY: [a, b]`, `KEY=` the
    /// empty list, and a key given twice collects both lists. An item cannot contain a comma
    /// here; a JSON line's `"params"` can.
    static func commandLine(params: [String], flags: [String]) throws(UsageError) -> RequestBinding {
        var binding = RequestBinding(parameters: nil, flags: flags.isEmpty ? nil : distinct(flags))
        for param in params {
            // Split on the bytes: `=` and `,` are ASCII, never inside a longer UTF-8 sequence, and
            // splitting by characters is quadratic on a cluster of combining marks.
            let bytes = Array(param.utf8)
            guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")), equals != 0 else {
                throw UsageError("'--param' takes KEY=ITEM[,ITEM...], found \(RequestDecoder.quoted(param))")
            }
            let list = bytes[(equals + 1)...]
            let items =
                list.isEmpty
                ? []
                : list.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).map {
                    String(decoding: $0, as: UTF8.self)
                }
            binding.parameters = binding.parameters ?? Parameters()
            binding.parameters?.add(String(decoding: bytes[..<equals], as: UTF8.self), items)
        }
        return binding
    }

    /// The binding of a JSON line's `"params"` (an object of string lists) and `"flags"` (a
    /// list of strings); both optional, null meaning absent.
    static func jsonLine(_ object: JSONObject) throws(RequestDecoder.Failure) -> RequestBinding {
        var binding = RequestBinding()
        switch object[RequestKey.params.rawValue] {
        case nil, .null?: break
        case .object(let members)?:
            var parameters = Parameters()
            for member in members.members {
                parameters.add(member.key, try strings(member.value, "'params' member \(RequestDecoder.quoted(member.key))"))
            }
            binding.parameters = parameters
        case let value?:
            throw RequestDecoder.Failure(message: "'params' must be an object of string lists, found \(value.typeName)")
        }
        switch object[RequestKey.flags.rawValue] {
        case nil, .null?: break
        case let value?: binding.flags = distinct(try strings(value, "'flags'"))
        }
        return binding
    }

    /// A list of strings, or an error naming `what`.
    private static func strings(_ value: JSONValue, _ what: String) throws(RequestDecoder.Failure) -> [String] {
        guard case .array(let elements) = value else {
            throw RequestDecoder.Failure(message: "\(what) must be a list of strings, found \(value.typeName)")
        }
        var items: [String] = []
        items.reserveCapacity(elements.count)
        for element in elements {
            guard case .string(let text) = element else {
                throw RequestDecoder.Failure(message: "\(what) must be a list of strings, found \(element.typeName) in it")
            }
            items.append(text)
        }
        return items
    }

    /// `names` without repeats, in first-given order.
    private static func distinct(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    /// This binding where `line` gives none of its own: a line's `"params"` replace these
    /// whole, and so do its `"flags"` (`"flags": []` turns the command line's off), so a line
    /// that gives both decides the same whatever the command line says.
    func overridden(by line: RequestBinding) -> RequestBinding {
        RequestBinding(parameters: line.parameters ?? parameters, flags: line.flags ?? flags)
    }
}

/// `--param` and `--flag`, as `eval`, `test` and `graph` take them (`RequestKey` describes both).
enum BindingOptions {
    static let param = option(.params)
    static let flag = option(.flags)
    /// Both, in help order.
    static let all = [param, flag]

    private static func option(_ key: RequestKey) -> OptionSpec {
        OptionSpec.option(key.flag, value: key.placeholder, repeats: true, help: key.help)
    }

    /// The command line's binding.
    static func binding(_ arguments: ParsedArguments) throws(UsageError) -> RequestBinding {
        try RequestBinding.commandLine(params: arguments.allValues(param), flags: arguments.allValues(flag))
    }
}
