import Foundation

extension Schema {
    /// Version 17: an article's enclosures (``Enclosure``: podcast audio, video, images), as
    /// a JSON array in the article's own row (see ``EnclosureColumn``); NULL when it has none.
    static let articleEnclosures = Migration(
        version: 17,
        sql: """
            ALTER TABLE articles ADD COLUMN enclosures TEXT;
            """)
}
