import Foundation

/// Short dates in the headline list and the sources view, and full dates in the article view.
public enum DateText: String, CatalogueMessage {
    case now, minutes, hours, days, thisYear
    case january, february, march, april, may, june, july, august, september, october, november, december
    case sunday, monday, tuesday, wednesday, thursday, friday, saturday, fullDate

    /// The months in order, for ``thisYear``.
    public static let months: [DateText] = [
        .january, .february, .march, .april, .may, .june, .july,
        .august, .september, .october, .november, .december
    ]

    /// The days of the week from Sunday, for ``fullDate``.
    public static let weekdays: [DateText] = [.sunday, .monday, .tuesday, .wednesday, .thursday, .friday, .saturday]

    /// The English template.
    public var english: String {
        switch self {
        case .now: "now"
        case .minutes: "{1}m"
        case .hours: "{1}h"
        case .days: "{1}d"
        case .thisYear: "{1} {2}"
        case .january: "Jan"
        case .february: "Feb"
        case .march: "Mar"
        case .april: "Apr"
        case .may: "May"
        case .june: "Jun"
        case .july: "Jul"
        case .august: "Aug"
        case .september: "Sep"
        case .october: "Oct"
        case .november: "Nov"
        case .december: "Dec"
        case .sunday: "Sun"
        case .monday: "Mon"
        case .tuesday: "Tue"
        case .wednesday: "Wed"
        case .thursday: "Thu"
        case .friday: "Fri"
        case .saturday: "Sat"
        case .fullDate: "{1}, {2} {3} {4} {5}"
        }
    }

    /// The Korean template.
    public var korean: String {
        switch self {
        case .now: "지금"
        case .minutes: "{1}분"
        case .hours: "{1}시간"
        case .days: "{1}일"
        case .thisYear: "{1}{2}일"
        case .january: "1월"
        case .february: "2월"
        case .march: "3월"
        case .april: "4월"
        case .may: "5월"
        case .june: "6월"
        case .july: "7월"
        case .august: "8월"
        case .september: "9월"
        case .october: "10월"
        case .november: "11월"
        case .december: "12월"
        case .sunday: "일"
        case .monday: "월"
        case .tuesday: "화"
        case .wednesday: "수"
        case .thursday: "목"
        case .friday: "금"
        case .saturday: "토"
        case .fullDate: "{4}년 {3} {2}일 ({1}) {5}"
        }
    }
}
