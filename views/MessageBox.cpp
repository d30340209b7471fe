#include "MessageBox.h"

#include <QAbstractButton>
#include <QMessageBox>

namespace dugout {

namespace {
bool s_recordOnly = false;
QStringList s_recorded;
bool s_questionAnswer = true;
} // namespace

void MessageBox::critical(QWidget *parent, const QString &title, const QString &text)
{
    if (s_recordOnly) {
        s_recorded << text;
        return;
    }
    QMessageBox::critical(parent, title, text);
}

void MessageBox::information(QWidget *parent, const QString &title, const QString &text)
{
    if (s_recordOnly) {
        s_recorded << text;
        return;
    }
    QMessageBox::information(parent, title, text);
}

bool MessageBox::question(QWidget *parent, const QString &title, const QString &text,
                          const QString &acceptText)
{
    if (s_recordOnly) {
        s_recorded << text;
        return s_questionAnswer;
    }
    QMessageBox box(QMessageBox::Question, title, text, QMessageBox::Yes | QMessageBox::Cancel,
                    parent);
    box.setDefaultButton(QMessageBox::Cancel);
    if (!acceptText.isEmpty())
        box.button(QMessageBox::Yes)->setText(acceptText);
    return box.exec() == QMessageBox::Yes;
}

void MessageBox::setQuestionAnswer(bool answer)
{
    s_questionAnswer = answer;
}

void MessageBox::setRecordOnly(bool recordOnly)
{
    s_recordOnly = recordOnly;
}

QStringList MessageBox::recorded()
{
    return s_recorded;
}

void MessageBox::clearRecorded()
{
    s_recorded.clear();
}

} // namespace dugout
