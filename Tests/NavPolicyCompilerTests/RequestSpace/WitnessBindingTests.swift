import NavPolicy
import Testing

@testable import NavPolicyCompiler

/// `WitnessBinding.realised`: the items it builds make exactly the tests it was given true on
/// the witness's request, as the reference interpreter evaluates them, and it refuses a test
/// with nothing to take.
@Suite struct WitnessBindingTests {
    static let policy = CheckedPolicy(
        name: nil, rules: [], flags: ["call-active", "maps-allowed"],
        parameters: [
            CheckedParameter(name: "servers", key: "servers", kind: .hostPatterns),
            CheckedParameter(name: "dirs", key: "private-dirs", kind: .paths),
            CheckedParameter(name: "ports", key: "ports", kind: .ports),
            CheckedParameter(name: "codes", key: "codes", kind: .queryNames),
            CheckedParameter(name: "unused", key: "unused", kind: nil),
        ])

    static func test(_ index: Int, _ form: ParameterTest.Form) -> ParameterTest {
        let parameter = policy.parameters[index]
        return ParameterTest(parameter: ParameterReference(index: index, name: parameter.name, key: parameter.key), form: form)
    }

    @Test func itemsMakeTheTrueTestsTrue() throws {
        let request = try NavigationRequest(url: "https://chat.example.com:8443/Rooms/a?token=1&x=2", current: "https://other.example/")
        let tests: [WitnessBinding.TrueTest] = [
            .init(Self.test(0, .host), onCurrent: false), .init(Self.test(0, .host), onCurrent: true),
            .init(Self.test(1, .path(.under, folded: true)), onCurrent: false), .init(Self.test(2, .port), onCurrent: false),
            .init(Self.test(3, .queryName), onCurrent: false),
        ]
        let binding = try #require(WitnessBinding.realised(for: request, trueTests: tests, flagsOn: [1], policy: Self.policy))
        #expect(
            binding.itemsByKey == [
                "servers": ["chat.example.com", "other.example"], "private-dirs": ["/Rooms/a"], "ports": ["8443"],
                "codes": ["token"], "unused": [],
            ])
        #expect(binding.flagNames == ["maps-allowed"])
        #expect(
            binding.jsonMembers
                == #""params": {"servers": ["chat.example.com", "other.example"], "private-dirs": ["/Rooms/a"], "ports": ["8443"], "codes": ["token"], "unused": []}, "flags": ["maps-allowed"]"#
        )
        #expect(
            binding.noteText
                == #", with servers = ["chat.example.com", "other.example"], dirs = ["/Rooms/a"], ports = ["8443"], codes = ["token"], unused = [], flags: maps-allowed"#
        )
        let flagged = NavigationRequest(url: request.url, current: request.current, flags: binding.flags)
        #expect(flagged.flags.contains(try #require(PolicyFlag(index: 1))))
        for trueTest in tests {
            let atom: Atom = trueTest.onCurrent ? .onCurrent(.inParameter(trueTest.test)) : .inParameter(trueTest.test)
            #expect(ReferenceInterpreter.holds(atom, for: request, binding: binding.checked), "\(trueTest)")
        }
        // A test of a parameter given no item is false; the item of one true test can make
        // another test of its parameter true (`dirs` holds the whole path, so `path in dirs`
        // too), which is why the linter confirms each realised witness with the interpreter.
        #expect(
            !ReferenceInterpreter.holds(.inParameter(Self.test(4, .path(.prefix, folded: false))), for: request, binding: binding.checked))
        #expect(
            ReferenceInterpreter.holds(.inParameter(Self.test(1, .path(.exact, folded: false))), for: request, binding: binding.checked))
    }

    @Test func aTestWithNothingToTakeHasNoBinding() throws {
        let hostless = try NavigationRequest(url: "mailto:someone@example.com", current: nil)
        #expect(
            WitnessBinding.realised(
                for: hostless, trueTests: [.init(Self.test(0, .host), onCurrent: false)], flagsOn: [], policy: Self.policy) == nil)
        let noCurrent = try NavigationRequest(url: "https://a.example/", current: nil)
        #expect(
            WitnessBinding.realised(
                for: noCurrent, trueTests: [.init(Self.test(0, .host), onCurrent: true)], flagsOn: [], policy: Self.policy) == nil)
        let noQuery = try NavigationRequest(url: "https://a.example/", current: nil)
        #expect(
            WitnessBinding.realised(
                for: noQuery, trueTests: [.init(Self.test(3, .queryName), onCurrent: false)], flagsOn: [], policy: Self.policy) == nil)
    }

    @Test func notesSayNothingForAPolicyWithoutParametersOrFlags() throws {
        let request = try NavigationRequest(url: "https://a.example/", current: nil)
        let plain = try #require(
            WitnessBinding.realised(for: request, trueTests: [], flagsOn: [], policy: CheckedPolicy(name: nil, rules: [])))
        #expect(plain.noteText == "")
        #expect(plain.jsonMembers == "")
        let flagsOnly = try #require(
            WitnessBinding.realised(for: request, trueTests: [], flagsOn: [], policy: CheckedPolicy(name: nil, rules: [], flags: ["a"])))
        #expect(flagsOnly.noteText == ", flags: none")
    }
}
