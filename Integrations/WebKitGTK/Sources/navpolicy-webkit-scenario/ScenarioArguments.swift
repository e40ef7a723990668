/// The command line: `--policy POLICY-OR-TABLE --site DIR --start URL --steps FILE
/// [--downloads DIR] [--param KEY=ITEM[,ITEM...]]...`.
struct ScenarioArguments {
    var policy: String
    var site: String
    var start: String
    var steps: String
    /// Where downloads are saved; nil: `DownloadDestination.defaultFolder`.
    var downloads: String?
    /// The policy's parameters, bound when it loads (a key given twice collects both lists).
    var parameters: [String: [String]] = [:]

    static let usage = """
        usage: navpolicy-webkit-scenario --policy POLICY-OR-TABLE --site DIR --start URL --steps FILE
                                         [--downloads DIR] [--param KEY=ITEM[,ITEM...]]...

        Drives a real WebKitGTK web view. DIR/<host>/<path> is served for http://<host>/<path>
        from a loopback server the web view uses as its HTTP proxy. The policy loads with the
        --param bindings (repeatable; KEY= is an empty list), as an app passes parameters.
        START loads in the main view; each line of FILE runs as JavaScript in the main view,
        or in the newest pop-up when it starts with "popup:"; a line "flags: NAME, NAME" sets
        the policy's flags that are on for every later navigation ("flags:" alone turns them
        all off; none is on at the start). Blank lines and lines starting with # are skipped.
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
            guard ["--policy", "--site", "--start", "--steps", "--downloads", "--param"].contains(flag) else {
                return .failure(UsageError(message: flag == "--help" || flag == "-h" ? "" : "unknown argument '\(flag)'"))
            }
            guard index + 1 < arguments.count else { return .failure(UsageError(message: "\(flag) needs a value")) }
            let value = arguments[index + 1]
            if flag == "--param" {
                guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
                    return .failure(UsageError(message: "--param takes KEY=ITEM[,ITEM...], found '\(value)'"))
                }
                let list = value[value.index(after: equals)...]
                parameters[String(value[..<equals]), default: []] += list.isEmpty ? [] : list.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            } else {
                values[flag] = value
            }
            index += 2
        }
        guard let policy = values["--policy"], let site = values["--site"], let start = values["--start"], let steps = values["--steps"] else {
            let missing = ["--policy", "--site", "--start", "--steps"].filter { values[$0] == nil }
            return .failure(UsageError(message: "missing \(missing.joined(separator: ", "))"))
        }
        return .success(ScenarioArguments(policy: policy, site: site, start: start, steps: steps, downloads: values["--downloads"],
                                          parameters: parameters))
    }
}

/// A usage or setup problem: printed on standard error, exit status 2.
struct UsageError: Error {
    let message: String
}
