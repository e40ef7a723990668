/// Writes a `DecisionGraph` as Graphviz DOT or as a Mermaid flowchart.
package enum GraphRenderer {
    /// `digraph` text that `dot -Tsvg` renders: tests as boxes, decisions as rounded, filled boxes.
    package static func dot(_ graph: DecisionGraph) -> String {
        var text = "digraph \(dotString(graph.name ?? "policy")) {\n"
        text += "  rankdir=LR;\n  node [fontname=\"Helvetica\", fontsize=11];\n  edge [fontname=\"Helvetica\", fontsize=10];\n"
        for node in graph.nodes {
            let style = node.isDecision ? "shape=box, style=\"rounded,filled\", fillcolor=\"#eeeeee\"" : "shape=box"
            text += "  \(node.id) [label=\(dotString(node.label)), \(style)];\n"
        }
        for edge in graph.edges {
            text += "  \(edge.from) -> \(edge.to) [label=\(dotString(edge.label))];\n"
        }
        return text + "}\n"
    }

    /// A Mermaid `flowchart` (GitHub and many wikis render it in Markdown).
    package static func mermaid(_ graph: DecisionGraph) -> String {
        var text = "flowchart LR\n"
        for node in graph.nodes {
            let label = mermaidString(node.label)
            text += node.isDecision ? "  \(node.id)([\(label)])\n" : "  \(node.id)[\(label)]\n"
        }
        for edge in graph.edges {
            text += "  \(edge.from) -->|\(mermaidString(edge.label))| \(edge.to)\n"
        }
        return text
    }

    /// A DOT quoted string: `"` and `\` escaped, line breaks as `\n`.
    private static func dotString(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n", "\r": result += "\\n"
            default: result.append(character)
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
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
