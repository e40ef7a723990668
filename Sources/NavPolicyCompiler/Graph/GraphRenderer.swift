/// Writes a `DecisionGraph` as Graphviz DOT or as a Mermaid flowchart.
package enum GraphRenderer {
    /// `digraph` text that `dot -Tsvg` renders: tests as boxes, decisions as rounded, filled boxes.
    package static func dot(_ graph: DecisionGraph) -> String {
        var text = "digraph \(dotString(graph.name ?? "policy")) {\n"
        text += "  rankdir=LR;\n  node [fontname=\"Helvetica\", fontsize=11];\n  edge [fontname=\"Helvetica\", fontsize=10];\n"
        func nodeLine(_ node: DecisionGraph.Node, indent: String) -> String {
            let style = node.isDecision ? "shape=box, style=\"rounded,filled\", fillcolor=\"#eeeeee\"" : "shape=box"
            return "\(indent)\(node.id) [label=\(dotString(node.label)), \(style)];\n"
        }
        if graph.hasResponsePart {
            // Two programs, two clusters: WebKit's two questions.
            for (section, title) in Self.clusterTitles {
                text += "  subgraph cluster_\(section.rawValue) {\n    label=\(dotString(title));\n"
                for node in graph.nodes where node.section == section { text += nodeLine(node, indent: "    ") }
                text += "  }\n"
            }
        } else {
            for node in graph.nodes { text += nodeLine(node, indent: "  ") }
        }
        for edge in graph.edges {
            text += "  \(edge.from) -> \(edge.to) [label=\(dotString(edge.label))];\n"
        }
        return text + "}\n"
    }

    /// A Mermaid `flowchart` (GitHub and many wikis render it in Markdown).
    package static func mermaid(_ graph: DecisionGraph) -> String {
        var text = "flowchart LR\n"
        func nodeLine(_ node: DecisionGraph.Node, indent: String) -> String {
            let label = mermaidString(node.label)
            return node.isDecision ? "\(indent)\(node.id)([\(label)])\n" : "\(indent)\(node.id)[\(label)]\n"
        }
        if graph.hasResponsePart {
            for (section, title) in Self.clusterTitles {
                text += "  subgraph \(section.rawValue)[\(mermaidString(title))]\n"
                for node in graph.nodes where node.section == section { text += nodeLine(node, indent: "    ") }
                text += "  end\n"
            }
        } else {
            for node in graph.nodes { text += nodeLine(node, indent: "  ") }
        }
        for edge in graph.edges {
            text += "  \(edge.from) -->|\(mermaidString(edge.label))| \(edge.to)\n"
        }
        return text
    }

    /// The clusters of a graph with a response part, in order, with their titles.
    private static let clusterTitles: [(PolicySection, String)] = [(.navigation, "navigation rules"), (.response, "on response")]

    /// A DOT quoted string: `"` and `\` escaped, line breaks as `\n`.
    private static func dotString(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n", "\r": result += "\\n"
            default: result.append(Self.isControl(character) ? "\u{FFFD}" : character)
            }
        }
        return result + "\""
    }

    /// A Mermaid label in double quotes; `"` becomes `#quot;` (Mermaid's entity syntax).
    private static func mermaidString(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "#quot;"
            case "\n", "\r": result += " "
            default: result.append(Self.isControl(character) ? "\u{FFFD}" : character)
            }
        }
        return result + "\""
    }

    /// Whether a character holds a control code (C0 but line breaks, DEL, C1): a crafted
    /// table's policy name may carry ESC sequences that would drive the terminal showing the
    /// graph, so each such character is written as U+FFFD.
    private static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }
}
