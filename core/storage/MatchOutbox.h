#pragma once

#include <QCoreApplication>
#include <QString>

namespace dugout {

class Database;

// The table is not the server (issue 21, point 4): on a league server, a match is tracked in a
// file on the laptop beside the pitch (an ordinary Dugout database, `localFileFor`), so a lost
// connection never stops the match or loses an event. Every tracked match of that file is on
// its way to the server; this outbox sends them whenever the server can be reached.
//
// Sending is a copy of the match's state, not a replay of what happened: in one transaction on
// the server it finds the match's copy there by its origin (this file's id and the match's id in
// it), makes it when there is none, keeps the events both logs share, replaces the rest with the
// laptop's (an undo on the laptop removes one there too) and sets the status. Sending twice,
// or again after a crash between the server's commit and the outbox's note, therefore gives the
// same server rows: nothing is lost and nothing doubled. The note (match_outbox: how many events
// and which status the server holds) only spares asking the server about finished matches.
class MatchOutbox
{
    Q_DECLARE_TR_FUNCTIONS(MatchOutbox)

public:
    explicit MatchOutbox(Database &local) : m_local(local) {}

    // Where the laptop's file for the league server `address` lives, under the user's data.
    static QString localFileFor(const QString &address);

    // How many events and status changes the server does not hold yet, by the outbox's notes;
    // -1 with the reason when the file cannot be read.
    int pending(QString *error = nullptr) const;

    struct Delivery
    {
        bool ok = false;
        QString error;   // why the server could not take them (translated)
        int matches = 0; // matches brought up to date on the server
    };
    // Sends every match the server may not hold whole yet.
    Delivery deliver(Database &server);

    // The id the server gave the laptop's match `localId`, once sent (0 before).
    qint64 serverMatchId(qint64 localId) const;
    // The laptop's match the server's match `serverId` was sent from (0: not from this file).
    qint64 localMatchId(qint64 serverId) const;

private:
    QString origin(qint64 localId) const;
    bool deliverOne(Database &server, qint64 localId, QString *error);

    Database &m_local;
};

} // namespace dugout
