#pragma once

#include <QCoreApplication>
#include <QStringList>

class QWidget;

namespace dugout {

// Modal messages go through here so tests can run without anyone to click: in record-only
// mode nothing is shown and the texts are kept for the test to read.
class MessageBox
{
public:
    static void critical(QWidget *parent, const QString &title, const QString &text);
    static void information(QWidget *parent, const QString &title, const QString &text);
    // Asks a yes/no question; `acceptText` names the button that goes ahead ("Undo result"),
    // empty for a plain Yes. In record-only mode the text is kept and the answer set by
    // setQuestionAnswer() is returned (yes unless told otherwise).
    static bool question(QWidget *parent, const QString &title, const QString &text,
                         const QString &acceptText = QString());
    static void setQuestionAnswer(bool answer);

    static void setRecordOnly(bool recordOnly);
    static QStringList recorded();
    static void clearRecorded();
};

} // namespace dugout
