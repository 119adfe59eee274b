/// The beginning of a body, for laying out a bounded part of a huge article.
extension RichText {
    /// The first `characters` characters of the body, blocks and styles kept, and how many
    /// characters were left out. Links keep their numbers (all of them stay in ``links``).
    public func prefix(characters budget: Int) -> (text: RichText, omitted: Int) {
        let (kept, _, omitted) = RichBlock.prefix(blocks, max(0, budget))
        return (RichText(blocks: kept, links: links, images: images), omitted)
    }
}

extension RichBlock {
    /// The characters of text the block holds (markers and layout not counted).
    var characterCount: Int {
        prefix(characters: .max).used
    }

    /// The block cut after `budget` characters: the part kept (nil when none), the
    /// characters it holds and the characters left out.
    func prefix(characters budget: Int) -> (block: RichBlock?, used: Int, omitted: Int) {
        switch self {
        case .paragraph(let spans):
            let (kept, used, omitted) = Self.prefix(spans, budget)
            return (kept.isEmpty ? nil : .paragraph(kept), used, omitted)
        case .heading(let level, let spans):
            let (kept, used, omitted) = Self.prefix(spans, budget)
            return (kept.isEmpty ? nil : .heading(level: level, kept), used, omitted)
        case .list(let ordered, let start, let items):
            var remaining = budget
            var keptItems: [[RichBlock]] = []
            var omitted = 0
            for item in items {
                let (kept, used, left) = Self.prefix(item, remaining)
                if !kept.isEmpty { keptItems.append(kept) }
                remaining -= used
                omitted += left
            }
            return (keptItems.isEmpty ? nil : .list(ordered: ordered, start: start, items: keptItems), budget - remaining, omitted)
        case .quote(let blocks), .indented(let blocks), .aside(let blocks), .figure(let blocks):
            let (kept, used, omitted) = Self.prefix(blocks, budget)
            return (kept.isEmpty ? nil : holding(kept), used, omitted)
        case .preformatted(let text):
            let count = budget == .max ? text.count : min(text.count, budget)
            let kept = count == text.count ? text : String(text.prefix(count))
            return (kept.isEmpty ? nil : .preformatted(kept), count, budget == .max ? 0 : text.count - count)
        default:
            // A rule, and any block without text of its own to cut: kept whole while there is room.
            let count = plainText.count
            return budget >= count ? (self, count, 0) : (nil, 0, count)
        }
    }

    /// This container (quote, indented, aside, figure) holding `blocks` instead.
    private func holding(_ blocks: [RichBlock]) -> RichBlock {
        switch self {
        case .quote: return .quote(blocks)
        case .indented: return .indented(blocks)
        case .aside: return .aside(blocks)
        case .figure: return .figure(blocks)
        default: return self
        }
    }

    /// Spans cut after `budget` characters.
    private static func prefix(_ spans: [StyledSpan], _ budget: Int) -> (spans: [StyledSpan], used: Int, omitted: Int) {
        var remaining = budget
        var kept: [StyledSpan] = []
        var omitted = 0
        for span in spans {
            let count = span.text.count
            if remaining >= count {
                kept.append(span)
                remaining -= count
            } else {
                if remaining > 0 { kept.append(StyledSpan(String(span.text.prefix(remaining)), style: span.style)) }
                omitted += count - remaining
                remaining = 0
            }
        }
        return (kept, budget - remaining, omitted)
    }

    /// Blocks cut after `budget` characters.
    static func prefix(_ blocks: [RichBlock], _ budget: Int) -> (blocks: [RichBlock], used: Int, omitted: Int) {
        var remaining = budget
        var kept: [RichBlock] = []
        var omitted = 0
        for block in blocks {
            let (cut, used, left) = block.prefix(characters: remaining)
            if let cut { kept.append(cut) }
            remaining -= used
            omitted += left
        }
        return (kept, budget - remaining, omitted)
    }
}
