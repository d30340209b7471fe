#pragma once

#include "BloodyEvent.h"
#include "BloodySetup.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <optional>

namespace dugout::bloodyball {

struct GameLog
{
    GameSetup setup;
    QList<Event> events;
};

// A Bloody Ball game on disk, read by `dugout bloodyball replay` and kept by the board view:
// JSON lines, UTF-8, the header with the setup, then one event per line:
//
//   {"dugout_bloodyball":1,"setup":{"deck":"54","coaches":2,"typed_cards":false,"teams":[…]}}
//   {"type":"start_quarter","first_seat":0,"deck":[17,3,…]}
//   {"type":"place","team":0,"squares":["E1","E3","E5","D2","C4"]}
//   {"type":"give_ball","player":3}
//   {"type":"play","card":14,"action":"move","player":4,"target":"F5"}
//   {"type":"play","card":40,"action":"attack","player":1,"target":"E5","dice":[3,5]}
//   {"type":"decline"}
//   {"type":"deviate","team":0,"target":"E6"}
//
// Squares are named as on the board (column A–J along the length, row 1–8). A joker names the
// suit it stands for ("as":"clubs"); with real cards a play names its suit instead of a card.
//
// Why a file and not SQLite: a game is a few hundred small events with nothing to join to the
// league tables, and this file is at once the crash-safe store and the replay format. It is
// written whole after every event with QSaveFile (a temporary file synced to the disk, then
// renamed over the old one), so a crash leaves the previous event's file or the new one,
// never half of one. Once a game is over, its result (and this whole file) can be kept in the
// database for the Bloody Ball league table (core/storage/BloodyBallStore).
class GameFile
{
    Q_DECLARE_TR_FUNCTIONS(BloodyBall)

public:
    static constexpr int FormatVersion = 1;

    static QByteArray toBytes(const GameSetup &setup, const QList<Event> &events);
    // nullopt with "Line N: what is wrong" for the first bad line.
    static std::optional<GameLog> fromBytes(const QByteArray &bytes, QString *error = nullptr);

    // Writes the whole file atomically; false with a reason a person can act on.
    static bool save(const QString &path, const GameSetup &setup, const QList<Event> &events,
                     QString *error = nullptr);
    static std::optional<GameLog> load(const QString &path, QString *error = nullptr);

    static QJsonObject toJson(const Event &event);
    static std::optional<Event> fromJson(const QJsonObject &json, QString *error);
    static QJsonObject toJson(const GameSetup &setup);
    static std::optional<GameSetup> setupFromJson(const QJsonObject &json, QString *error);

    static QString key(Action action);
    static bool fromKey(const QString &key, Action *action);
};

} // namespace dugout::bloodyball
