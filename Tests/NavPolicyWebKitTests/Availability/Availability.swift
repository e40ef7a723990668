/// A platform the Apple adapters are compiled for.
enum ApplePlatform: String, CaseIterable, Comparable {
    case iOS, macCatalyst, macOS, visionOS

    /// The app-extension platform name of `@available(…ApplicationExtension, unavailable)`.
    var extensionName: String { rawValue + "ApplicationExtension" }

    static func < (a: ApplePlatform, b: ApplePlatform) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// A dotted version (`14.5`), compared component by component.
struct OSVersion: Comparable, CustomStringConvertible {
    let components: [Int]

    init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        components = parts.map { $0! }
    }

    static func < (a: OSVersion, b: OSVersion) -> Bool {
        for index in 0..<max(a.components.count, b.components.count) {
            let x = index < a.components.count ? a.components[index] : 0
            let y = index < b.components.count ? b.components[index] : 0
            if x != y { return x < y }
        }
        return false
    }

    static func == (a: OSVersion, b: OSVersion) -> Bool { !(a < b) && !(b < a) }

    var description: String { components.map(String.init).joined(separator: ".") }
}

/// What one or more `@available` attributes (or a `#available` condition) say: the version
/// each platform needs, and the platforms whose app extensions cannot use it.
struct Availability: Equatable {
    var introduced: [ApplePlatform: OSVersion] = [:]
    var unavailableInExtensions: Set<ApplePlatform> = []

    /// The version `platform` needs; Mac Catalyst takes iOS's when it names none, as Swift does.
    func version(on platform: ApplePlatform) -> OSVersion? {
        introduced[platform] ?? (platform == .macCatalyst ? introduced[.iOS] : nil)
    }

    /// Both requirements at once (a member of a type needs what the type needs too).
    func combined(with other: Availability) -> Availability {
        var result = self
        for platform in ApplePlatform.allCases {
            if let version = other.version(on: platform), result.version(on: platform).map({ $0 < version }) ?? true {
                result.introduced[platform] = version
            }
        }
        result.unavailableInExtensions.formUnion(other.unavailableInExtensions)
        return result
    }

    /// The weaker requirement (of two symbols sharing a name, the one that asks less).
    func weakest(with other: Availability) -> Availability {
        var result = Availability()
        for platform in ApplePlatform.allCases {
            if let a = version(on: platform), let b = other.version(on: platform) { result.introduced[platform] = min(a, b) }
        }
        result.unavailableInExtensions = unavailableInExtensions.intersection(other.unavailableInExtensions)
        return result
    }

    /// Reads the arguments of one `@available(…)` / `#available(…)`: `iOS 14.5, macOS 11.3, *`
    /// or `iOSApplicationExtension, unavailable`. Other forms (`*, deprecated`, renames) say
    /// nothing this check uses.
    mutating func read(arguments: [SwiftToken]) {
        let words = arguments.filter { $0.kind != .newline }
        if words.count >= 3, words[1].text == ",", words[2].text == "unavailable" {
            if let platform = ApplePlatform.allCases.first(where: { $0.extensionName == words[0].text }) {
                unavailableInExtensions.insert(platform)
            }
            return
        }
        var index = 0
        while index + 1 < words.count {
            if let platform = ApplePlatform(rawValue: words[index].text), words[index + 1].kind == .literal,
                let version = OSVersion(words[index + 1].text)
            {
                introduced[platform] = version
                index += 2
            } else {
                index += 1
            }
        }
    }
}
