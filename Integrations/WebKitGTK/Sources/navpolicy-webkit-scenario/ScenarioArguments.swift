/// The command line: `--policy POLICY-OR-TABLE --site DIR --start URL --steps FILE
/// [--downloads DIR] [--param KEY=ITEM[,ITEM...]]...`, or `--site DIR --batch FILE
/// [--downloads DIR]` for many scenarios in one process.
struct ScenarioArguments {
    var site: String
    /// One scenario (`--policy`, `--param`, `--start` and the `--steps` file), or nil with `--batch`.
    var single: (policy: String, parameters: [String: [String]], start: String, steps: String)?
    /// The `--batch` file, or nil for one scenario.
    var batch: String?
    /// Where downloads are saved; nil: `DownloadDestination.defaultFolder`.
    var downloads: String?

    static let usage = """
        usage: navpolicy-webkit-scenario --policy POLICY-OR-TABLE --site DIR --start URL --steps FILE
                                         [--downloads DIR] [--param KEY=ITEM[,ITEM...]]...
               navpolicy-webkit-scenario --site DIR --batch FILE [--downloads DIR]

        Drives a real WebKitGTK web view. DIR/<host>/<path> is served for http://<host>/<path>
        from a loopback server the web view uses as its HTTP proxy. The policy loads with the
        --param bindings (repeatable; KEY= is an empty list), as an app passes parameters.
        START loads in the main view; each line of FILE runs as JavaScript in the main view,
        or in the newest pop-up when it starts with "popup:"; a line "flags: NAME, NAME" sets
        the policy's flags that are on for every later navigation ("flags:" alone turns them
        all off; none is on at the start). Blank lines and lines starting with # are skipped.
        --batch plays many scenarios in one process, each in a new web view and network
        session: a block per scenario, "scenario: NAME", then "policy: PATH", "start: URL",
        any "param: KEY=ITEMS", then its steps; each scenario's lines follow a line
        {"event": "scenario", "name": NAME}.
        Downloads are saved in --downloads DIR (default: a Downloads folder in the temporary
        directory), named after the server's suggestion.
        Prints one JSON line per decision, per effect and per request the server answered.
        Needs a display (xvfb-run -a).
        Exit status: 0 when the run completed, 2 on usage or setup errors.
        """

    /// The parsed arguments, or a message saying what is wrong.
    static func parse(_ arguments: [String]) -> Result<ScenarioArguments, UsageError> {
        var values: [String: String] = [:]
        var parameters: [String: [String]] = [:]
        var index = 0
        while index < arguments.count {
            let flag = arguments[index]
            guard ["--policy", "--site", "--start", "--steps", "--downloads", "--param", "--batch"].contains(flag) else {
                return .failure(UsageError(message: flag == "--help" || flag == "-h" ? "" : "unknown argument '\(flag)'"))
            }
            guard index + 1 < arguments.count else { return .failure(UsageError(message: "\(flag) needs a value")) }
            let value = arguments[index + 1]
            if flag == "--param" {
                switch parameter(value) {
                case .success(let (key, items)): parameters[key, default: []] += items
                case .failure(let error): return .failure(error)
                }
            } else {
                values[flag] = value
            }
            index += 2
        }
        if let batch = values["--batch"] {
            let extra = ["--policy", "--start", "--steps"].filter { values[$0] != nil } + (parameters.isEmpty ? [] : ["--param"])
            guard extra.isEmpty else {
                return .failure(UsageError(message: "--batch files name each scenario's \(extra.joined(separator: ", "))"))
            }
            guard let site = values["--site"] else { return .failure(UsageError(message: "missing --site")) }
            return .success(ScenarioArguments(site: site, batch: batch, downloads: values["--downloads"]))
        }
        guard let policy = values["--policy"], let site = values["--site"], let start = values["--start"], let steps = values["--steps"]
        else {
            let missing = ["--policy", "--site", "--start", "--steps"].filter { values[$0] == nil }
            return .failure(UsageError(message: "missing \(missing.joined(separator: ", "))"))
        }
        return .success(ScenarioArguments(site: site, single: (policy, parameters, start, steps), downloads: values["--downloads"]))
    }

    /// A `KEY=ITEM[,ITEM...]` binding (`KEY=` is an empty list).
    static func parameter(_ value: String) -> Result<(String, [String]), UsageError> {
        guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
            return .failure(UsageError(message: "--param takes KEY=ITEM[,ITEM...], found '\(value)'"))
        }
        let list = value[value.index(after: equals)...]
        return .success(
            (String(value[..<equals]), list.isEmpty ? [] : list.split(separator: ",", omittingEmptySubsequences: false).map(String.init)))
    }
}

/// A usage or setup problem: printed on standard error, exit status 2.
struct UsageError: Error {
    let message: String
}
