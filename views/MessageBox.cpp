#include "MessageBox.h"

#include <QMessageBox>

namespace dugout {

namespace {
bool s_recordOnly = false;
QStringList s_recorded;
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
