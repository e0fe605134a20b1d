#pragma once

// The QML face of the app core (KDE Prison style): the core has no QML macros; these
// foreign declarations make its classes creatable from QML in module Packmate.
#include <packmate/app/CalibrationController.h>
#include <packmate/app/GameController.h>
#include <packmate/app/UserCards.h>
#include <packmate/app/camera/CameraFeed.h>
#include <packmate/app/scoring/TruckScoring.h>

#include <QtQml/qqml.h>
#include <QtQml/qqmlregistration.h>

struct GameControllerForeign {
    Q_GADGET
    QML_FOREIGN(packmate::app::GameController)
    QML_NAMED_ELEMENT(GameController)
};

struct CameraFeedForeign {
    Q_GADGET
    QML_FOREIGN(packmate::app::CameraFeed)
    QML_NAMED_ELEMENT(CameraFeed)
};

struct UserCardsForeign {
    Q_GADGET
    QML_FOREIGN(packmate::app::UserCards)
    QML_NAMED_ELEMENT(UserCards)
};

struct CalibrationControllerForeign {
    Q_GADGET
    QML_FOREIGN(packmate::app::CalibrationController)
    QML_NAMED_ELEMENT(CalibrationController)
};

struct TruckScoringForeign {
    Q_GADGET
    QML_FOREIGN(packmate::app::TruckScoring)
    QML_NAMED_ELEMENT(TruckScoring)
};
