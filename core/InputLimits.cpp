#include "InputLimits.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace dugout {

RuleCheck InputLimits::checkName(const QString &name, const QString &what)
{
    // Trimming a huge string copies it: measure first, the spaces around a name are few.
    if (name.size() > 2 * qsizetype(MaxNameLength) + 1024)
        return RuleCheck::refused(tr("%1 is %2 characters long; a name has at most %3.")
                                      .arg(what)
                                      .arg(name.size())
                                      .arg(MaxNameLength));
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return RuleCheck::refused(tr("%1 is empty.").arg(what));
    if (trimmed.size() > MaxNameLength)
        return RuleCheck::refused(tr("%1 is %2 characters long; a name has at most %3.")
                                      .arg(what)
                                      .arg(trimmed.size())
                                      .arg(MaxNameLength));
    return RuleCheck::ok();
}

RuleCheck InputLimits::checkNote(const QString &note, const QString &what)
{
    if (note.size() > MaxNoteLength)
        return RuleCheck::refused(tr("%1 is %2 characters long; a note has at most %3.")
                                      .arg(what)
                                      .arg(note.size())
                                      .arg(MaxNoteLength));
    return RuleCheck::ok();
}

RuleCheck InputLimits::checkFileSize(qint64 bytes)
{
    if (bytes > MaxFileBytes) {
        const auto megabytes = [](qint64 size) {
            return QLocale().toString(double(size) / (1024 * 1024), 'f', 1);
        };
        return RuleCheck::refused(tr("The file is %1 MB; Dugout reads files of at most %2 MB.")
                                      .arg(megabytes(bytes), megabytes(MaxFileBytes)));
    }
    return RuleCheck::ok();
}

QString InputLimits::quoted(const QString &text)
{
    if (text.size() <= MaxNameLength)
        return text;
    return text.left(MaxNameLength) + u'…';
}

void InputLimits::shortenProblems(QStringList *problems)
{
    if (problems->size() <= MaxListedProblems)
        return;
    const qsizetype more = problems->size() - MaxListedProblems;
    problems->resize(MaxListedProblems);
    problems->append(tr("…and %n more problem(s).", nullptr, int(more)));
}

} // namespace dugout
