#include "DisplayText.h"

#include "core/rules/RosterOrder.h"
#include "core/rules/Ruleset.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace dugout {

QString goldText(qint64 gold)
{
    return QLocale().toString(gold);
}

QString otherLanguageText(const LocalizedText &text)
{
    return QLocale().language() == QLocale::French ? text.en : text.fr;
}

QString skillNames(const Ruleset &ruleset, const QStringList &skillIds)
{
    QStringList names;
    names.reserve(skillIds.size());
    for (const QString &id : skillIds) {
        const Skill *skill = ruleset.skill(id);
        names << (skill ? skill->name.current() : id);
    }
    return names.join(u", "_s);
}

QString skillSummaries(const Ruleset &ruleset, const QStringList &skillIds)
{
    QStringList lines;
    for (const QString &id : skillIds) {
        if (const Skill *skill = ruleset.skill(id))
            lines << skill->name.current() + u": "_s + skill->summary.current();
    }
    return lines.join(u'\n');
}

QString rosterNames(const Ruleset &ruleset, const QStringList &rosterIds)
{
    QStringList names;
    names.reserve(rosterIds.size());
    for (const QString &id : rosterIds) {
        const Roster *roster = ruleset.roster(id);
        names << (roster ? roster->name.current() : id);
    }
    return RosterOrder::sorted(names).join(u", "_s);
}

QString foldForSearch(const QString &text)
{
    // Decomposing splits "é" into "e" and a combining accent, which is then dropped.
    const QString decomposed = text.normalized(QString::NormalizationForm_KD).toCaseFolded();
    QString folded;
    folded.reserve(decomposed.size());
    for (const QChar c : decomposed) {
        if (c.category() == QChar::Mark_NonSpacing)
            continue;
        if (c == u'œ')
            folded += u"oe"_s;
        else if (c == u'æ')
            folded += u"ae"_s;
        else if (c == u'’')
            folded += u'\'';
        else
            folded += c;
    }
    return folded;
}

} // namespace dugout
