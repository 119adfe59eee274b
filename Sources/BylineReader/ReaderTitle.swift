/// The article title from the page's `<title>`: the site name after a separator
/// (`Story | Site`, `Story - Site`) or before a colon trimmed, unless that leaves too little.
package enum ReaderTitle {
    private static let separators: Set<Character> = ["|", "-", "–", "—", "\\", "/", ">", "»"]
    private static let hierarchical: Set<Character> = ["\\", "/", ">", "»"]

    /// The title for a page whose `<title>` is `original`, with its `<h1>`/`<h2>` texts
    /// (to recognise a title that is a heading) and its `<h1>`s (to replace a title far too short or long).
    package static func title(from original: String, headings: [String], h1s: [String]) -> String {
        var current = original
        var hadHierarchical = false
        let characters = Array(original)
        let separatorPositions = characters.indices.filter { index in
            index > 0 && index + 1 < characters.count && separators.contains(characters[index])
                && isSpace(characters[index - 1]) && isSpace(characters[index + 1])
        }
        if let last = separatorPositions.last {
            hadHierarchical = separatorPositions.contains { hierarchical.contains(characters[$0]) }
            current = String(characters[..<(last - 1)])
            if wordCount(current) < 3 {
                // Too short: drop the first part instead (up to and including the first separator).
                if let first = characters.firstIndex(where: { separators.contains($0) }) {
                    current = String(characters[(first + 1)...])
                }
            }
        } else if original.contains(": ") {
            let trimmed = original.trimmingCharacters(in: .whitespacesAndNewlines)
            if !headings.contains(where: { $0.trimmingCharacters(in: .whitespacesAndNewlines) == trimmed }),
                let lastColon = characters.lastIndex(of: ":"), let firstColon = characters.firstIndex(of: ":")
            {
                current = String(characters[(lastColon + 1)...])
                if wordCount(current) < 3 {
                    current = String(characters[(firstColon + 1)...])
                } else if wordCount(String(characters[..<firstColon])) > 5 {
                    current = original
                }
            }
        } else if original.utf16.count > 150 || original.utf16.count < 15, h1s.count == 1 {
            current = h1s[0]
        }
        current = ReaderText.collapsed(current)
        let count = wordCount(current)
        let withoutSeparators = removingSpacedSeparators(characters)
        if count <= 4 && (!hadHierarchical || count != wordCount(withoutSeparators) - 1) {
            current = original
        }
        return current
    }

    /// The text with every ` | `-style separator (with its two spaces) taken out.
    private static func removingSpacedSeparators(_ characters: [Character]) -> String {
        var result = ""
        var index = 0
        while index < characters.count {
            if index + 2 < characters.count, isSpace(characters[index]), separators.contains(characters[index + 1]),
                isSpace(characters[index + 2])
            {
                index += 3
                continue
            }
            result.append(characters[index])
            index += 1
        }
        return result
    }

    private static func isSpace(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy(ReaderText.isSpace)
    }

    /// Words as JavaScript's `split(/\s+/)` counts them (an empty string counts one).
    static func wordCount(_ text: String) -> Int {
        var count = 1
        var inSpace = false
        for scalar in text.unicodeScalars {
            let space = ReaderText.isSpace(scalar)
            if space && !inSpace { count += 1 }
            inSpace = space
        }
        return count
    }

    /// How much of `b`'s words also occur in `a`, from 0 to 1, by the length of the words
    /// `b` has that `a` lacks.
    package static func similarity(_ a: String, _ b: String) -> Double {
        let first = words(a)
        let second = words(b)
        guard !first.isEmpty, !second.isEmpty else { return 0 }
        let known = Set(first)
        let unique = second.filter { !known.contains($0) }
        let total = second.joined(separator: " ").utf16.count
        guard total > 0 else { return 0 }
        return 1 - Double(unique.joined(separator: " ").utf16.count) / Double(total)
    }

    /// Lowercased runs of ASCII word characters (JavaScript's `\W+` splits on everything else).
    private static func words(_ text: String) -> [String] {
        text.lowercased().split { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }.map(String.init)
    }
}
