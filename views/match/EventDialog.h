#pragma once

#include "core/match/MatchEvent.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QVBoxLayout;

namespace dugout {

class EventProbe;

// The frame of every tracker dialog that fills in one event: the subclass's fields on top,
// then what the rules would make of it (when every die is typed) and core's reason while it is
// refused; OK stays disabled until core accepts the event. Subclasses build the event and
// call refresh() whenever a field changes.
class EventDialog : public QDialog
{
    Q_OBJECT

public:
    EventDialog(const EventProbe &probe, const QString &title, QWidget *parent = nullptr);

    // The event as filled in now.
    virtual MatchEvent event() const = 0;

    QPushButton *okButton() const { return m_ok; }
    QString reasonText() const;
    QString previewText() const;

protected:
    // Where subclasses put their fields.
    QVBoxLayout *content() const { return m_content; }
    const EventProbe &probe() const { return m_probe; }
    void refresh();
    // Called by refresh() before the check: subclasses show or hide fields.
    virtual void updateFields() {}
    // What is still missing before OK (core may accept the event, but the coach must first,
    // say, roll the dice he chooses from); empty when nothing is.
    virtual QString missingText() const { return {}; }
    void showEvent(QShowEvent *event) override;

private:
    const EventProbe &m_probe;
    QVBoxLayout *m_content;
    QLabel *m_preview;
    QLabel *m_reason;
    QPushButton *m_ok;
};

} // namespace dugout
