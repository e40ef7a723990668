/// The version 3 forms of random policy sources: parameters, flags and named conditions
/// (each used only as its kind and section allow, so every source checks), `path under`,
/// `scheme starts-with`, number ranges, and a response section with its atoms and actions.
extension RandomPolicySource {
    /// Parameters, flags and conditions, in an order where each is defined before its uses.
    mutating func writeVersionThreeDefinitions() {
        for index in 0..<Int.random(in: 0...2, using: &random) {
            let isHosts = Bool.random(using: &random)
            let name = (isHosts ? "servers-" : "prefixes-") + String(index)
            statementBreak()
            word("let")
            word(name)
            punctuation("=")
            word("param")
            string(pick(["", "app."]) + name)
            if isHosts { hostParameters.append(name) } else { pathParameters.append(name) }
        }
        for index in 0..<Int.random(in: 0...3, using: &random) {
            statementBreak()
            word("flag")
            let name = pick(["call-active", "maps-allowed", "signed-in"]) + "-" + String(index)
            word(name)
            flags.append(name)
        }
        for index in 0..<Int.random(in: 0...3, using: &random) {
            // A navigation condition may use navigation-only atoms; a neutral one only what
            // response rules take too.
            let isNeutral = Bool.random(using: &random)
            let name = (isNeutral ? "same-" : "nav-") + String(index)
            statementBreak()
            word("condition")
            word(name)
            punctuation("=")
            section = isNeutral ? .neutral : .navigation
            condition(depth: 1)
            section = .navigation
            if isNeutral { neutralConditions.append(name) } else { navigationConditions.append(name) }
        }
    }

    /// A version 3 atom the current section takes.
    mutating func versionThreeAtom() {
        let conditions = section == .navigation ? neutralConditions + navigationConditions : neutralConditions
        switch Int.random(in: 0..<7, using: &random) {
        case 0 where !flags.isEmpty:
            maybe(0.3) { $0.word("not") }
            word(pick(flags))
        case 1 where !conditions.isEmpty:
            maybe(0.3) { $0.word("not") }
            word(pick(conditions))
        case 2 where !hostParameters.isEmpty:
            word(pick(["host", "current host"].filter { section == .navigation || $0 == "host" }))
            comparisonWords(list: true)
            word(pick(hostParameters))
        case 3 where !pathParameters.isEmpty:
            word("path")
            word(pick(["in", "starts-with", "under", "ends-with"]))
            word(pick(pathParameters))
            maybe(0.3) { $0.word("ignoring"); $0.word("case") }
        case 4:
            word("path")
            word("under")
            if Bool.random(using: &random) {
                string(path() + pick(["", "/"]))
            } else {
                stringList(count: Int.random(in: 1...4, using: &random)) { $0.path() }
            }
            maybe(0.3) { $0.word("ignoring"); $0.word("case") }
        case 5:
            word("scheme")
            word("starts-with")
            string(pick(["homeassistant", "http", "itms", "com.example"]))
        default:
            word("port")
            comparisonWords(list: true)
            list(count: Int.random(in: 1...4, using: &random)) { $0.numberOrRange(in: 0...65535) }
        }
    }

    /// A number in `bounds`, or a range inside them with its ends in order, spaced at random.
    mutating func numberOrRange(in bounds: ClosedRange<Int>) {
        let low = Int.random(in: bounds, using: &random)
        word(String(low))
        guard Bool.random(using: &random) else { return }
        text += pick(["..", "..", " .. ", ".. "])
        text += String(Int.random(in: low...min(bounds.upperBound, low + 1000), using: &random))
    }

    /// An atom only response rules take.
    mutating func responseAtom() {
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
            word("status")
            if Bool.random(using: &random) {
                comparisonWords(list: false)
                word(Bool.random(using: &random) ? "none" : String(Int.random(in: 100...599, using: &random)))
            } else {
                comparisonWords(list: true)
                list(count: Int.random(in: 1...4, using: &random)) { $0.numberOrRange(in: 100...599) }
            }
        case 1:
            word("type")
            let types = ["application/pdf", "Text/HTML", "image/png", "application/vnd.ms-excel", "text/plain"]
            switch Int.random(in: 0..<4, using: &random) {
            case 0: comparisonWords(list: false); Bool.random(using: &random) ? word("none") : string(pick(types))
            case 1: comparisonWords(list: true); stringList(count: Int.random(in: 1...3, using: &random)) { $0.pick(types) }
            default: word("starts-with"); string(pick(["image/", "application/", "text/", "video/mp"]))
            }
        case 2:
            maybe(0.4) { $0.word("not") }
            word(pick(["attachment", "displayable"]))
        case 3:
            enumComparison("target", ["main-frame", "subframe"])
        default:
            word("view")
            word("is")
            word(pick(["main", "popup"]))
        }
    }

    /// `on response`, its rules and maybe its `otherwise`, with response actions.
    mutating func writeResponseSection() {
        statementBreak()
        word("on")
        word("response")
        section = .response
        for _ in 0..<Int.random(in: 0...5, using: &random) {
            statementBreak()
            word("when")
            condition(depth: 0)
            word("then")
            responseAction()
        }
        maybe(0.5) {
            $0.statementBreak()
            $0.word("otherwise")
            $0.responseAction()
        }
        section = .navigation
    }

    private mutating func responseAction() {
        word(pick(["allow", "cancel", "download"]))
        maybe(0.2) {
            $0.word("and")
            $0.word("notify")
            $0.string($0.pick(["http-error", "download", "x.y_z"]))
        }
    }
}
