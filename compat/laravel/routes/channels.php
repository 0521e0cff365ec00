<?php

use App\Models\User;
use Illuminate\Support\Facades\Broadcast;

Broadcast::channel('App.Models.User.{uuid}', function (User $user, string $uuid) {
    return $user->uuid === $uuid;
});

// The support desk's channel (KYC review pushes): administrators only; a player's request answers 403.
Broadcast::channel('support', function (User $user) {
    return $user->is_admin;
});

// What other members see of a player: Laravel's broadcaster always sends the user's broadcast identifier (the
// uuid) as the member's id; the info is a label made from a keyed hash of it, never the name, e-mail or balance.
Broadcast::channel('AuthorizedUsers', function (User $user) {
    $tag = strtoupper(substr(hash_hmac('sha256', 'presence|'.$user->uuid, (string) config('app.key')), 0, 6));

    return ['name' => 'Player '.$tag];
});
