#pragma once

#include <QString>
#include <QStringList>
#include <QVariant>

namespace dugout {

class Ruleset;
struct LocalizedText;

// Small formatting helpers shared by the rulebook models, so every table writes gold, lists
// and names the same way.

// Gold as the rulebook writes it in the interface language: "50,000" ("50 000" in French).
QString goldText(qint64 gold);
// The text in the language the interface is NOT using (French for an English interface).
QString otherLanguageText(const LocalizedText &text);
// Display names of skill ids, comma-separated, in the interface language; an unknown id shows
// as itself rather than vanishing.
QString skillNames(const Ruleset &ruleset, const QStringList &skillIds);
// One "Name: summary" line per skill, for tooltips.
QString skillSummaries(const Ruleset &ruleset, const QStringList &skillIds);
// Display names of roster ids, comma-separated.
QString rosterNames(const Ruleset &ruleset, const QStringList &rosterIds);
// Lower-case and without accents or ligatures, so "bloc", "Blocage" and "BLOCAGE" match, and
// "eclair" finds "Éclair".
QString foldForSearch(const QString &text);

// Qt::TextAlignmentRole values, as the int every Qt 6 delegate understands: stats and dice
// centred, gold right-aligned like figures in a ledger.
inline QVariant centredAlignment()
{
    return static_cast<int>(Qt::AlignCenter);
}
inline QVariant numberAlignment()
{
    return (Qt::AlignRight | Qt::AlignVCenter).toInt();
}

} // namespace dugout
